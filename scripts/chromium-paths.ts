// Where Debian puts the browsers the project uses (nothing is downloaded by npm): the whole Chromium,
// and its headless shell, the same engine without the browser around it.
export const FULL_CHROMIUM = '/usr/bin/chromium'
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
