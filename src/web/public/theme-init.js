// Runs before the first paint (a blocking classic script: the CSP forbids inline ones). It puts the last theme and
// table density this device used on <html>, so a dark-mode user never sees a white flash while the app loads.
// The React side (lib/display-preferences.ts) writes the same key and keeps it up to date.
(function () {
  var root = document.documentElement;
  var saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('fh-display') || 'null');
  } catch {
    saved = null;
  }
  var theme = saved && (saved.theme === 'light' || saved.theme === 'dark') ? saved.theme : 'system';
  if (theme === 'system') theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (theme === 'dark') root.classList.add('dark');
  root.style.colorScheme = theme;
  if (saved && saved.compactTables === true) root.setAttribute('data-density', 'compact');
})();
