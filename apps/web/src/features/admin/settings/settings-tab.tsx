import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  ADMIN_MESSAGES,
  SITE_LINK_FIELDS,
  SITE_LINK_LABELS,
  adminBrandUpdateInput,
  type AdminBrandUpdateInput,
  type SiteLinkField,
} from "@scalemsp/validators";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { ApiTokensCard } from "./api-tokens-card";
import { BrandImagesCard } from "./brand-images-card";
import { DemoContentCard } from "./demo-content-card";
import { SettingsCard, SettingsQuery } from "./settings-card";
import { SitePagesCard } from "./site-pages-card";
import { SiteStoryCard } from "./site-story-card";
import { useSaveSettings } from "./use-save-settings";

type BrandValues = {
  product: string;
  email: string;
  phone: string;
  postalAddress: string;
} & Record<SiteLinkField, string>;
type BrandField = keyof BrandValues;
const FIELDS: BrandField[] = ["product", "email", "phone", "postalAddress", ...SITE_LINK_FIELDS];

type StoredBrand = Omit<BrandValues, SiteLinkField> & Record<SiteLinkField, string | null>;

/** The form's values: an unset link is an empty field. */
function formValuesOf(stored: StoredBrand): BrandValues {
  const values = {
    product: stored.product,
    email: stored.email,
    phone: stored.phone,
    postalAddress: stored.postalAddress,
  } as BrandValues;
  for (const field of SITE_LINK_FIELDS) values[field] = stored[field] ?? "";
  return values;
}

/** An emptied field goes back to its default (the phone: none); otherwise the server's own rules apply. */
function validateBrand(values: BrandValues) {
  const errors: Partial<Record<BrandField, string>> = {};
  for (const field of FIELDS) {
    if (values[field].trim() === "") continue;
    const result = adminBrandUpdateInput.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? "Invalid value";
  }
  return errors;
}

/** Fields whose empty value is kept as none (the site shows no phone), not the default. */
const EMPTY_IS_NONE: ReadonlySet<BrandField> = new Set(["phone"]);

/** Only what changed is sent; an emptied field is sent as null, or as empty where that means none. */
function changesOf(values: BrandValues, saved: BrandValues): AdminBrandUpdateInput {
  const changes: AdminBrandUpdateInput = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (value !== saved[field]) changes[field] = value === "" && !EMPTY_IS_NONE.has(field) ? null : value;
  }
  return changes;
}

/** The brand settings and images, then the API tokens of the internal tools. */
export function SettingsTab() {
  return (
    <Stack gap="lg">
      <BrandSettings />
      <BrandImagesCard />
      <SitePagesCard />
      <SiteStoryCard />
      <ApiTokensCard />
      <DemoContentCard />
    </Stack>
  );
}

/** The brand the site shows as {product}, {email} and {phone} (contract §1). */
function BrandSettings() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.settings.get.queryOptions());
  return (
    <SettingsQuery query={query} what="settings">
      {(data) => <BrandForm saved={formValuesOf(data)} defaults={data.defaults} />}
    </SettingsQuery>
  );
}

function BrandForm({ saved, defaults }: { saved: BrandValues; defaults: StoredBrand }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<BrandValues>({
    name: "brand-settings",
    mode: "uncontrolled",
    initialValues: saved,
    validate: validateBrand,
  });
  const update = useSaveSettings();
  const save = (changes: AdminBrandUpdateInput) =>
    update.mutate(changes, {
      onSuccess: (next) => {
        const values = formValuesOf(next);
        void queryClient.invalidateQueries(trpc.settings.brand.queryFilter());
        form.setInitialValues(values);
        form.setValues(values);
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        form.setErrors(errors);
        focusFirstError(form, errors);
        notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error));
      },
    });

  const submit = form.onSubmit(
    (values) => {
      const changes = changesOf(values, saved);
      // Nothing differs from what is stored: it is already saved.
      if (Object.keys(changes).length === 0)
        notifySuccess(ADMIN_MESSAGES.settingsSaved, ADMIN_MESSAGES.settingsSavedText);
      else save(changes);
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <SettingsCard
      id="brand-settings-title"
      title="Brand Settings"
      description="The product name, contact email and phone shown across the site. Leave a field empty to use its default; an empty phone shows no phone."
      gap="md"
      maw={560}
    >
      <form onSubmit={submit} noValidate aria-label="Brand settings">
        <Stack gap="md">
          <TextInput
            label="Product name"
            description={`Default: ${defaults.product}`}
            key={form.key("product")}
            {...form.getInputProps("product")}
          />
          <TextInput
            label="Contact email"
            type="email"
            inputMode="email"
            description={`Default: ${defaults.email}`}
            key={form.key("email")}
            {...form.getInputProps("email")}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="tel"
            description={`Leave it empty to show no phone. Default: ${defaults.phone}`}
            key={form.key("phone")}
            {...form.getInputProps("phone")}
          />
          <TextInput
            label="Postal address"
            description={`Shown in the foot of every email. Default: ${defaults.postalAddress}`}
            key={form.key("postalAddress")}
            {...form.getInputProps("postalAddress")}
          />
          <div>
            <Title order={3} fz="h4" mt="sm">
              Footer links
            </Title>
            <Text size="sm" c="dimmed">
              Where the site's footer links to your podcast, webinars and social profiles. A link left empty
              is not shown.
            </Text>
          </div>
          {SITE_LINK_FIELDS.map((field) => (
            <TextInput
              key={form.key(field)}
              label={SITE_LINK_LABELS[field]}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.getInputProps(field)}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
