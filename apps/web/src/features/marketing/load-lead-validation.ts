/** Starts loading the forms' validation (on focus) and waits for it (on submit). */
export const loadLeadValidation = () => import("./lead-validation");
