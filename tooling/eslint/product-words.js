/**
 * The product's words, as the spec writes them: US English "email", never "e-mail", in every
 * text a person reads (a page, a message, an email, an API summary, a start-up error).
 * Comments and code names are not texts and are not checked.
 */
const EMAIL_MESSAGE = 'Write "email", as the spec does, not "e-mail" (US English).';

export const productWords = [
  {
    files: ["{apps,packages}/*/src/**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/e-mail/i]", message: EMAIL_MESSAGE },
        { selector: "TemplateElement[value.raw=/e-mail/i]", message: EMAIL_MESSAGE },
        { selector: "JSXText[value=/e-mail/i]", message: EMAIL_MESSAGE },
      ],
    },
  },
];
