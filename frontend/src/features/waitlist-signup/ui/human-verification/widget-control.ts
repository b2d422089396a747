/** What the form needs from a mounted widget, whichever provider it is. */
export interface WidgetControl {
  /** Starts over: the old token is gone and a new one must be earned. */
  reset: () => void;
  remove: () => void;
}

export interface WidgetHandlers {
  /** A token when the widget verified the person; null when it expired or failed. */
  onToken: (token: string | null) => void;
  /** The provider found the browser unable to run its challenge. */
  onUnsupported: () => void;
}
