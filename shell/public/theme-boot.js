// Runs before the first paint (a blocking script in <head>): paints the saved
// theme's colours so a returning player never sees the default theme flash.
// Keys and format are those of packages/ui/src/themes (SPEC §7 local storage);
// the app re-applies the full theme once it has loaded.
(function () {
  try {
    var id = window.localStorage.getItem('ai-council-theme');
    if (!id || !/^[a-z-]+$/.test(id)) return;
    var raw = window.localStorage.getItem('ai-council-theme-colors-' + id);
    if (!raw) return;
    var palette = JSON.parse(raw);
    if (!palette || typeof palette !== 'object') return;
    var root = document.documentElement;
    Object.keys(palette).forEach(function (name) {
      var value = palette[name];
      if (/^[a-z-]+$/.test(name) && typeof value === 'string' && /^[\d.\s%-]+$/.test(value)) {
        root.style.setProperty('--' + name, value);
      }
    });
    if (typeof palette.background === 'string')
      root.style.backgroundColor = 'hsl(' + palette.background + ')';
  } catch {
    // Storage switched off or unreadable: the default theme shows until the app applies one.
  }
})();
