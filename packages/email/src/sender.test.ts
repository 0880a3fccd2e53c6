import { describe, expect, it } from "vitest";
import { coachRecipientOf, fromHeaderOf, parseMailSender } from "./sender";

describe("who mail is from (decision 077)", () => {
  it("reads MAIL_FROM with or without a display name", () => {
    expect(parseMailSender("hello@coach.example")).toEqual({ address: "hello@coach.example" });
    expect(parseMailSender("Coach Dana <dana@coach.example>")).toEqual({
      address: "dana@coach.example",
      name: "Coach Dana",
    });
    expect(parseMailSender('"North, Peak" <hi@np.example>')).toEqual({
      address: "hi@np.example",
      name: "North, Peak",
    });
    expect(parseMailSender("<hi@np.example>")).toEqual({ address: "hi@np.example" });
  });

  it("refuses what is not an address", () => {
    for (const bad of ["", "nobody", "Name <nobody>", "a@b.c d@e.f", "Name hi@np.example"])
      expect(parseMailSender(bad)).toBeUndefined();
  });

  it("puts the brand's name on the operator's address unless MAIL_FROM names itself", () => {
    expect(fromHeaderOf({ address: "hello@ops.example" }, "Northpeak Coaching")).toEqual({
      name: "Northpeak Coaching",
      address: "hello@ops.example",
    });
    expect(fromHeaderOf({ address: "hello@ops.example", name: "Ops" }, "Northpeak Coaching")).toEqual({
      name: "Ops",
      address: "hello@ops.example",
    });
  });

  it("sends the coach's notices to NOTIFY_EMAIL, else the brand's contact email", () => {
    expect(coachRecipientOf(undefined, "dana@northpeak.example")).toBe("dana@northpeak.example");
    expect(coachRecipientOf("leads@ops.example", "dana@northpeak.example")).toBe("leads@ops.example");
  });
});
