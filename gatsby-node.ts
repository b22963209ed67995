// Table of contents of the node-side code; the work happens in gatsby/.
export { onPreBootstrap } from "./gatsby/content-check";
export { onPreInit } from "./gatsby/publishing";
export { sourceNodes } from "./gatsby/source-nodes";
export { createSchemaCustomization } from "./gatsby/schema";
export { createResolvers } from "./gatsby/resolvers";
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";
export { onPostBootstrap } from "./gatsby/cms-preview";
export { onCreateDevServer } from "./gatsby/develop-clock";
export { onCreateWebpackConfig } from "./gatsby/webpack";
