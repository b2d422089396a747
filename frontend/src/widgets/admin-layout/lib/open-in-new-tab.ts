/** What opening a tab needs from the browser (window's own methods in the app; fakes in tests). */
export interface TabOpener {
  open: (url: string, target: string) => Window | null;
  /** Where to go instead when the browser refused the new tab. */
  assign: (url: string) => void;
}

/**
 * Opens a tab at an address known only after an asynchronous call. The empty tab is opened first,
 * in the click's own turn (pop-up blockers allow only that), then pointed at the address; it
 * closes again if the call fails. With the tab refused, this page goes there itself.
 */
export async function openInNewTab(addressOf: () => Promise<string>, browser: TabOpener) {
  const tab = browser.open('', '_blank');
  let address: string;
  try {
    address = await addressOf();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab === null) {
    browser.assign(address);
    return;
  }
  // Our own page, but it has no business with this one.
  tab.opener = null;
  tab.location.href = address;
}
