import type { Page } from "@playwright/test";
import {
  BRAND_DEFAULTS,
  CONTACT_SUCCESS_MS,
  EMPLOYEE_RANGES,
  LEAD_FORM_TEXTS,
  MESSAGES,
  NEWSLETTER_SUCCESS_MS,
  SIGNED_IN_HINT_COOKIE,
  SUPPORT_HOURS,
  THEME_STORAGE_KEY,
} from "@scalemsp/validators";
import { expect, newUser, test, toast } from "./fixtures";

const product = BRAND_DEFAULTS.product;

/** The public pages of spec §2: title, the page's one h1, and a few texts each must show. */
const PAGES = [
  {
    path: "/",
    title: `${product} | Business Growth Specialists`,
    h1: "Scale Your MSP Business With Expert Coaching",
    texts: ["Growth Accelerator Program", "Integrity", "500+ MSP owners", LEAD_FORM_TEXTS.newsletterHeading],
  },
  {
    path: "/services",
    title: `Services | ${product}`,
    h1: "Our Services",
    texts: ["Leadership Mastery", "Measurable Results", LEAD_FORM_TEXTS.newsletterHeading],
  },
  {
    path: "/about",
    title: `About Us | ${product}`,
    h1: "About Us",
    texts: ["Our mission", "Results-Driven", "Partnership", LEAD_FORM_TEXTS.contactFormTitle],
  },
  {
    path: "/testimonials",
    title: `Testimonials | ${product}`,
    h1: "Client Success Stories",
    texts: ["Sarah Mitchell", "500+ MSP owners", LEAD_FORM_TEXTS.newsletterHeading],
  },
  {
    path: "/contact",
    title: `Contact | ${product}`,
    h1: "Contact Us",
    texts: [LEAD_FORM_TEXTS.contactHeadline, LEAD_FORM_TEXTS.contactFormTitle, SUPPORT_HOURS],
  },
] as const;

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });
const newsletterForm = (page: Page) => page.getByRole("form", { name: "Newsletter" });
const contactForm = (page: Page) => page.getByRole("form", { name: LEAD_FORM_TEXTS.contactFormTitle });

/** Lets a tRPC call through only when the test says so, to see the form while it is submitting. */
async function holdCall(page: Page, procedure: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/trpc/${procedure}**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The server refusing a tRPC call, as the tRPC batch link reads it. */
async function refuseCall(page: Page, procedure: string) {
  await page.route(`**/trpc/${procedure}**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            message: "Something went wrong. Please try again.",
            code: -32603,
            data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 },
          },
        },
      ]),
    }),
  );
}

test.describe("public pages", () => {
  for (const { path, title, h1, texts } of PAGES) {
    test(`${path} shows its title, headline and content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(BRAND_DEFAULTS.email);
    });

    test(`${path} is served complete without JavaScript`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title.replace("&", "&amp;")}</title>`);
      expect(html).toContain(h1.split(" With ")[0]);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(
        `<link rel="canonical" href="http://localhost:${new URL(response.url()).port}${path}"`,
      );
    });
  }

  test("the home page holds every section of spec §2", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator('[data-island="hero"]');
    await expect(hero.getByRole("listitem")).toHaveCount(6);
    for (const stat of ["300+", "42%", "15+", "98%"])
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    for (const label of [
      "MSPs coached",
      "average revenue growth",
      "years experience",
      "client satisfaction",
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const services = page.locator("#services");
    for (const program of ["Growth Accelerator Program", "Operations Excellence", "Leadership Mastery"]) {
      const card = services.locator(".mantine-Paper-root", {
        has: page.getByRole("heading", { name: program }),
      });
      await expect(card.getByRole("listitem")).toHaveCount(4);
    }
    for (const card of ["Expert Guidance", "Proven Process", "Custom Strategy", "Measurable Results"]) {
      await expect(services.getByRole("heading", { name: card })).toBeVisible();
    }
    const about = page.locator("#about");
    for (const value of ["Integrity", "Expertise", "Results-Driven", "Partnership"]) {
      await expect(about.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    const testimonials = page.locator("#testimonials");
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
    await expect(testimonials.locator("blockquote")).toHaveCount(3);
    await expect(testimonials).toContainText("500+ MSP owners");

    const newsletter = page.locator("#newsletter");
    await expect(newsletter.getByRole("heading", { level: 2 })).toHaveText(LEAD_FORM_TEXTS.newsletterHeading);
    await expect(newsletter).toContainText("5,000+ MSP owners");
    await expect(newsletter.locator("ul").first().getByRole("listitem")).toHaveCount(4);
    await expect(newsletter).toContainText(LEAD_FORM_TEXTS.privacyNote);
    await expect(newsletter.locator("blockquote")).toHaveCount(1);

    const contact = page.locator("section#contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText(LEAD_FORM_TEXTS.contactHeadline);
    await expect(contact).toContainText(SUPPORT_HOURS);
    await expect(contact.getByRole("link", { name: BRAND_DEFAULTS.phone })).toBeVisible();
    await expect(contact.getByRole("heading", { level: 3 })).toHaveCount(5);
  });

  test("the free downloads are the library's free files, open to visitors", async ({ page, request }) => {
    await page.goto("/");
    const links = page.locator("#resources").getByRole("link", { name: /^Download the / });
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/downloads/msp-profit-maximization-guide.pdf",
      "/downloads/7-step-sales-framework-for-msps.pdf",
      "/downloads/technician-hiring-playbook.pdf",
    ]);
    for (const href of hrefs) expect((await request.get(href!)).status()).toBe(200);
    // Contract §13: signed-out visitors go on to the public guides.
    await expect(page.getByRole("link", { name: "View All Resources" })).toHaveAttribute("href", "/guides");
  });

  test("every call to action leads where spec §2 says", async ({ page }) => {
    await page.goto("/");
    const targets: [string, string][] = [
      ["Explore Programs", "/services"],
      ["View All Programs", "/services"],
      ["Book Free Consultation", "/contact"],
      ["Meet with a coach", "/contact"],
    ];
    for (const [name, href] of targets)
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    const learnMore = page.getByRole("link", { name: /^Learn More about / });
    await expect(learnMore).toHaveCount(3);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute("href", "/contact");

    for (const [name, path] of targets) {
      await page.goto("/");
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.goto("/");
    await learnMore.first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("the signed-out header and the footer", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    const links: [string, string][] = [
      ["Home", "/"],
      ["Services", "/services"],
      ["About", "/about"],
      ["Testimonials", "/testimonials"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of links)
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(header(page).getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/auth?tab=login",
    );
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/auth?tab=register",
    );

    await nav.getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page).toHaveTitle(`Testimonials | ${product}`);
    await header(page).getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const program of [
      "Growth Accelerator",
      "Operations Excellence",
      "Leadership Mastery",
      "MSP Mastermind Groups",
      "1:1 Executive Coaching",
    ]) {
      await expect(footer.getByText(program, { exact: true })).toBeVisible();
    }
    for (const resource of ["Free Guides", "Case Studies"]) {
      await expect(footer.getByRole("link", { name: resource, exact: true })).toBeVisible();
    }
    // Contract §13: links with no target are hidden, never 'coming soon'.
    await expect(footer).not.toContainText(/coming soon/i);
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
    await expect(footer.getByRole("link", { name: BRAND_DEFAULTS.email })).toHaveAttribute(
      "href",
      `mailto:${BRAND_DEFAULTS.email}`,
    );
    await expect(footer.getByRole("link", { name: BRAND_DEFAULTS.phone })).toHaveAttribute(
      "href",
      /^tel:\+1/,
    );
  });

  test("no public page says 'coming soon' or links nowhere", async ({ page }) => {
    const paths = ["/", "/services", "/about", "/testimonials", "/contact", "/pricing", "/guides"];
    for (const path of [...paths, "/privacy", "/terms", "/newsletter"]) {
      await page.goto(path);
      await expect(page.locator("body"), path).not.toContainText(/coming soon/i);
      await expect(page.locator('a[href="#"]'), path).toHaveCount(0);
    }
  });

  test("an unknown path answers 404 with the not-found page", async ({ page, request }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    const raw = await request.get("/services/nothing-here");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("404 Page Not Found");
  });

  test("robots.txt and sitemap.xml list the public pages", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/services", "/about", "/testimonials", "/contact"]) {
      expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+${path}</loc>`));
    }
    expect(sitemap).not.toContain("/unsubscribe");
  });

  test("pages load with no errors in the console (content security policy included)", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    for (const { path } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 20000);
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });
});

test.describe("newsletter", () => {
  test("submitting, subscribed for 3 s, then ready again with the form reset", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const form = newsletterForm(page);
    const email = form.getByLabel("Email address");
    const button = form.getByRole("button");
    await email.fill("not-an-email");
    await button.click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(email).toBeFocused();

    const release = await holdCall(page, "newsletter.subscribe");
    await email.fill(newUser().email);
    await button.click();
    await expect(button).toHaveText(LEAD_FORM_TEXTS.processing);
    await expect(button).toBeDisabled();
    release();

    await expect(button).toHaveText(LEAD_FORM_TEXTS.subscribed);
    await expect(button).toBeDisabled();
    await expect(button).toHaveCSS("background-color", "rgb(47, 158, 68)");
    await expect(toast(page)).toContainText(MESSAGES.success);
    await expect(toast(page)).toContainText(MESSAGES.newsletterSuccess);
    await expect(email).toHaveValue("");

    await page.clock.fastForward(NEWSLETTER_SUCCESS_MS - 1000);
    await expect(button).toHaveText(LEAD_FORM_TEXTS.subscribed);
    await page.clock.fastForward(1100);
    await expect(button).toHaveText(LEAD_FORM_TEXTS.subscribeNow);
    await expect(button).toBeEnabled();
    await expect(email).toHaveValue("");
  });

  test("a refused subscription keeps the form and shows the error toast", async ({ page }) => {
    await refuseCall(page, "newsletter.subscribe");
    await page.goto("/services");
    const form = newsletterForm(page);
    const address = newUser().email;
    await form.getByLabel("Email address").fill(address);
    await form.getByRole("button", { name: LEAD_FORM_TEXTS.subscribeNow }).click();
    await expect(toast(page)).toContainText(MESSAGES.error);
    await expect(toast(page)).toContainText(MESSAGES.submitFailed);
    await expect(form.getByLabel("Email address")).toHaveValue(address);
    await expect(form.getByRole("button")).toHaveText(LEAD_FORM_TEXTS.subscribeNow);
  });

  test("the link in a newsletter e-mail unsubscribes, signed out", async ({
    page,
    browser,
    signInAsAdmin,
  }) => {
    const email = newUser().email;
    const subscribed = await page.request.post("/api/newsletter", { data: { email } });
    expect(subscribed.ok()).toBe(true);
    await signInAsAdmin();
    const list = (await (await page.request.get("/api/admin/newsletter")).json()) as {
      email: string;
      unsubscribeUrl: string;
      status: string;
    }[];
    const subscriber = list.find((row) => row.email === email);
    expect(subscriber?.status).toBe("active");
    const link = new URL(subscriber!.unsubscribeUrl);

    const visitor = await browser.newPage();
    await visitor.goto(link.pathname + link.search);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
    await expect(visitor).toHaveTitle(`Unsubscribe | ${product}`);
    // A second visit of the same link still says so.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
    await visitor.close();

    const after = (await (await page.request.get("/api/admin/newsletter")).json()) as typeof list;
    expect(after.find((row) => row.email === email)?.status).toBe("unsubscribed");
  });

  test("a bad or missing unsubscribe token says the link does not work", async ({ page }) => {
    await page.goto("/unsubscribe?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
    await page.goto("/unsubscribe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  });
});

test.describe("consultation request", () => {
  test("validation, submitting, the thank-you panel for 5 s, then the reset form", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: "Request My Free Session" }).click();
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.invalidEmail,
      MESSAGES.companyRequired,
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("First name")).toBeFocused();

    const employees = form.getByLabel("Number of employees (optional)");
    await expect(employees).toHaveValue(LEAD_FORM_TEXTS.employeesPlaceholder);
    const options = await employees
      .locator("option")
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    expect(options).toEqual([LEAD_FORM_TEXTS.employeesPlaceholder, ...EMPLOYEE_RANGES]);

    await form.getByLabel("First name").fill("Jordan");
    await form.getByLabel("Last name").fill("Reyes");
    await form.getByLabel("Email").fill(newUser().email);
    await form.getByLabel("Company name").fill("Reyes IT Partners");
    await employees.selectOption("11-25");
    await form.getByLabel("How can we help? (optional)").fill("We want to double our recurring revenue.");

    const release = await holdCall(page, "contact.submit");
    const submit = form.getByRole("button", { name: "Request My Free Session" });
    await submit.click();
    // The submit button is the form's last; 'Prefer to choose a time first?' sits above it.
    const pending = form.locator('button[type="submit"]');
    await expect(pending).toHaveText(LEAD_FORM_TEXTS.processing);
    await expect(pending).toBeDisabled();
    release();

    const thankYou = page.getByRole("heading", { name: LEAD_FORM_TEXTS.thankYou });
    await expect(thankYou).toBeVisible();
    await expect(thankYou).toBeFocused();
    await expect(toast(page)).toContainText(MESSAGES.success);
    await expect(toast(page)).toContainText(MESSAGES.contactSuccess);
    await expect(contactForm(page)).toHaveCount(0);

    // The panel offers the strategy session's free times (contract §10), so it stays past
    // spec §4's 5 s until the visitor asks for the form again.
    await page.clock.fastForward(CONTACT_SUCCESS_MS + 1000);
    await expect(thankYou).toBeVisible();
    await page.getByRole("button", { name: LEAD_FORM_TEXTS.submitAnotherRequest }).click();
    await expect(contactForm(page)).toBeVisible();
    await expect(contactForm(page).getByLabel("First name")).toHaveValue("");
    await expect(contactForm(page).getByLabel("Number of employees (optional)")).toHaveValue(
      LEAD_FORM_TEXTS.employeesPlaceholder,
    );
  });

  test("'Submit Another Request' brings the form back at once", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByLabel("First name").fill("Casey");
    await form.getByLabel("Last name").fill("Nguyen");
    await form.getByLabel("Email").fill(newUser().email);
    await form.getByLabel("Company name").fill("Nguyen Networks");
    await form.getByRole("button", { name: "Request My Free Session" }).click();
    await page.getByRole("button", { name: LEAD_FORM_TEXTS.submitAnotherRequest }).click();
    await expect(contactForm(page).getByLabel("First name")).toHaveValue("");
    await expect(contactForm(page).getByLabel("First name")).toBeFocused();
  });

  test("a refused request keeps the form and shows the error toast", async ({ page }) => {
    await refuseCall(page, "contact.submit");
    await page.goto("/");
    const form = contactForm(page);
    await form.getByLabel("First name").fill("Avery");
    await form.getByLabel("Last name").fill("Stone");
    await form.getByLabel("Email").fill("avery@example.com");
    await form.getByLabel("Company name").fill("Stone Systems");
    await form.getByRole("button", { name: "Request My Free Session" }).click();
    await expect(toast(page)).toContainText(MESSAGES.error);
    await expect(toast(page)).toContainText(MESSAGES.submitFailed);
    await expect(form.getByLabel("Company name")).toHaveValue("Stone Systems");
  });
});

test.describe("header", () => {
  test("a signed-in member sees the member links, a profile shortcut and log out", async ({
    page,
    signUp,
  }) => {
    // Signed in through the API: the browser has never shown a member page.
    const user = await signUp();
    await page.goto("/services");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Learning" })).toHaveAttribute(
      "href",
      "/dashboard?tab=learning",
    );
    await expect(nav.getByRole("link", { name: "Sessions" })).toHaveAttribute(
      "href",
      "/dashboard?tab=sessions",
    );
    await expect(nav.getByRole("link", { name: "Resources" })).toHaveAttribute("href", "/resources");
    await expect(nav.getByRole("link", { name: "About" })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(header(page).getByRole("link", { name: `Your profile (${user.email})` })).toHaveAttribute(
      "href",
      "/dashboard",
    );

    await header(page).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(toast(page)).toContainText(MESSAGES.loggedOut);
    const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookieNames).not.toContain(SIGNED_IN_HINT_COOKIE);
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("the theme choice survives a reload, and applies before the page is drawn", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
    const toggle = header(page).getByRole("button", { name: /^Theme: / });
    await expect(toggle).toHaveAccessibleName("Theme: System. Switch to Light");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Theme: Light. Switch to Dark");
    await toggle.click();
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");

    // Before any script of the app runs, the pre-paint script has already chosen dark.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(header(page).getByRole("button", { name: "Theme: Dark. Switch to System" })).toBeVisible();
  });

  test("system is the default on the public pages", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/testimonials");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  });

  test("on a phone the menu collapses into a drawer that works with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    // The pre-rendered header answers keys only once its code has loaded and hydrated.
    await page.waitForLoadState("networkidle");
    await expect(mainNav(page)).toBeHidden();
    await expect(header(page).getByRole("link", { name: "Login" })).toBeHidden();
    const burger = header(page).getByRole("button", { name: "Open menu" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await burger.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Home", "Services", "About", "Testimonials", "Contact", "Login", "Get Started"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await page.getByRole("dialog").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  });
});
