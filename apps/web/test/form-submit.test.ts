import type { FormErrors } from "@mantine/form";
import type { FormEvent } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notifyError } from "../src/lib/notify";
import { useFormSubmit } from "../src/lib/use-form-submit";
import { apiError } from "./fake-trpc";

vi.mock("../src/lib/notify", () => ({ notifyError: vi.fn() }));

type Values = { email: string };

function fakeForm(email: string) {
  const state = { values: { email }, errors: {} as FormErrors };
  return {
    state,
    getValues: () => state.values,
    setErrors: (errors: FormErrors) => void (state.errors = errors),
    getInputNode: () => null,
  };
}

/** A mutation that fails with `failure`, or succeeds with "ok" when there is none. */
function fakeMutation(failure?: unknown) {
  const sent: Values[] = [];
  return {
    sent,
    isPending: false,
    mutate: (
      values: Values,
      { onSuccess, onError }: { onSuccess: (data: string) => void; onError: (e: unknown) => void },
    ) => {
      sent.push(values);
      if (failure) onError(failure);
      else onSuccess("ok");
    },
  };
}

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;
const requireEmail = (values: Values): FormErrors => (values.email ? {} : { email: "Email is required" });
const failure = () => ["Error", "Please try again"] as const;

describe("the shared form submit", () => {
  beforeEach(() => vi.mocked(notifyError).mockClear());

  it("shows the rules' errors and sends nothing while the values are invalid", async () => {
    const form = fakeForm("");
    const mutation = fakeMutation();
    await useFormSubmit(form, mutation, { loadRules: () => requireEmail, onSuccess: vi.fn(), failure })(
      event(),
    );
    expect(form.state.errors).toEqual({ email: "Email is required" });
    expect(mutation.sent).toEqual([]);
  });

  it("reads the values only once lazily loaded rules have arrived", async () => {
    const form = fakeForm("");
    const mutation = fakeMutation();
    const onSuccess = vi.fn();
    const loadRules = async () => {
      form.state.values = { email: "typed@example.com" };
      return requireEmail;
    };
    await useFormSubmit(form, mutation, { loadRules, onSuccess, failure })(event());
    expect(mutation.sent).toEqual([{ email: "typed@example.com" }]);
    expect(onSuccess).toHaveBeenCalledWith("ok");
  });

  it("puts the server's field errors on the fields, then shows the failure toast", async () => {
    const form = fakeForm("a@example.com");
    const mutation = fakeMutation(apiError(400, "Invalid", { email: "Already used" }));
    await useFormSubmit(form, mutation, { loadRules: () => requireEmail, onSuccess: vi.fn(), failure })(
      event(),
    );
    expect(form.state.errors).toEqual({ email: "Already used" });
    expect(notifyError).toHaveBeenCalledWith("Error", "Please try again");
  });

  it("ignores a submit while blocked or while a request is on its way", async () => {
    const form = fakeForm("a@example.com");
    const pending = { ...fakeMutation(), isPending: true };
    const idle = fakeMutation();
    const options = { loadRules: () => requireEmail, onSuccess: vi.fn(), failure };
    await useFormSubmit(form, pending, options)(event());
    await useFormSubmit(form, idle, { ...options, blocked: true })(event());
    expect(pending.sent).toEqual([]);
    expect(idle.sent).toEqual([]);
    expect(options.onSuccess).not.toHaveBeenCalled();
  });
});
