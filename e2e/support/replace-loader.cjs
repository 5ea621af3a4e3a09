// An rspack loader for the browser tests: gives a source file a visible change
// (a new heading) without touching the file, so a release differs from the build.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`replace-loader: "${from}" is not in ${this.resourcePath}`);
  return source.split(from).join(to);
};
