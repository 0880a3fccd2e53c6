/**
 * Sends the browser to Stripe's Checkout or Customer Portal (contract §16): a whole page load
 * to another site, so the button stays busy until the page goes. Kept apart so tests can watch it.
 */
export function goTo(url: string) {
  window.location.assign(url);
}
