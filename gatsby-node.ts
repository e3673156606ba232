/**
 * The build's work is in local plugins, by concern (listed last in gatsby-config.ts):
 * plugins/site-content (content check, types, pages), plugins/site-host (what is published, page
 * policies, host files) and plugins/site-speed (the speed techniques kept in docs/PERFORMANCE.md).
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
export {};
