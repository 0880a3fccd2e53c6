import { Fragment } from "react";

/** An address's parts between the places it may wrap: after its @, before each dot. */
export const emailBreakParts = (email: string) => email.split(/(?<=@)|(?=\.)/);

/**
 * An email address that wraps after its @ and before its dots rather than mid-word on a narrow
 * screen; a part still too long for the line breaks where it must (`overflow-wrap: anywhere`
 * on the element around it).
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = emailBreakParts(email);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
