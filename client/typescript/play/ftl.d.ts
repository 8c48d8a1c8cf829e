// The Fluent catalogues (proto/locales/*.ftl), which esbuild bundles as text.
declare module "*.ftl" {
  const source: string;
  export default source;
}
