import { Fragment } from "react";

/** An address's parts between the places it may wrap: after its @, before each dot. */
export const emailBreakParts = (email: string) => email.split(/(?<=@)|(?=\.)/);

/**
 * An email address that wraps after its @ and before its dots rather than mid-word on a narrow
 * screen. `overflow-wrap: break-word`, not `anywhere`: a table sizes its columns by their
 * narrowest content, and `anywhere` made that one letter, so an address broke at any letter;
 * here the narrowest is its longest part, which alone still breaks if a line is narrower.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = emailBreakParts(email);
  return (
    <span style={{ overflowWrap: "break-word" }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
