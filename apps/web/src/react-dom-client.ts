import * as ReactDomClient from "react-dom/client";

// React DOM sets itself up when first read, and it is read here, at the top: this module goes
// with React into the boot's first library (vite.config.ts), so React DOM is set up in that
// task, not in the long one that evaluates the app.
export const { createRoot, hydrateRoot } = ReactDomClient;
