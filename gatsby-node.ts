/**
 * The site's work is in local plugins, by concern (listed last in gatsby-config.ts):
 * plugins/site-content (content check, types, pages), plugins/site-host (what is published, page
 * policies, host files) and plugins/site-render (server rendering and the browser: Emotion's styles,
 * the page root, the web fonts, page-data preloads). There is no root gatsby-ssr or gatsby-browser.
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
export {};
