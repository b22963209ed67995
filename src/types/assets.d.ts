declare module "*.woff2" {
  const src: string;
  export default src;
}
declare module "*.svg" {
  const src: string;
  export default src;
}
/** Stylesheets imported for their side effect (the CMS preview, react-toastify's CSS). */
declare module "*.css";
