// A local Gatsby plugin: its work is in gatsby-ssr.tsx and gatsby-browser.tsx.
