import { graphql, useStaticQuery } from "gatsby";
import { bookPath } from "../lib/site-path";
import type { SiteSettings } from "../types/content";

/** Layout-wide settings from content/settings/site.json, plus what the navigation links to. */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        name
        tagline
        description
        lang
        email
        linkHubUrl
        newsletterHost
        logoAlt
        logo {
          childImageSharp {
            gatsbyImageData(width: 40, height: 40, layout: FIXED)
          }
          publicURL
        }
        navigation {
          title
          link
          listsBooks
        }
        socials {
          label
          icon
          href
        }
        labels {
          skipToContent
          mainNavigation
          openMenu
          closeMenu
          interviewNav
          interviewsNav
          allInterviews
          comingSoon
          socialNavigation
          socialLink
          contactHeading
          contactLink
          followHeading
          copyright
          homeLink
          newTab
          redirect
          interviewEyebrow
        }
        notFound {
          title
          heading
          text
          homeLink
        }
        booksPage {
          allBooks
        }
      }
      homeSettings {
        books {
          featured
        }
      }
      pressKit {
        footerLink
      }
      # Only what the menu shows, the newest five (BOOKS_IN_MENU), and how many there are.
      books: allBook(sort: [{ releaseDate: DESC }, { address: ASC }], limit: 5) {
        totalCount
        nodes {
          title
          address
          status
        }
      }
      # Only what the menu shows, the newest five (INTERVIEWS_IN_MENU), and how many there are: this
      # query's result is part of every page, which must not grow with the number of interviews.
      interviews: allMdx(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }], limit: 5) {
        totalCount
        nodes {
          frontmatter {
            host
          }
          fields {
            path
          }
        }
      }
      # The pages listing a collection, which the footer links while they exist (collections.ts).
      listings: allSiteListing(sort: { order: ASC }) {
        nodes {
          path
          label
          exists
        }
      }
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return toSiteSettings(data);
}

/** The query's result as plain settings; a missing content file is a build error (no interviews is not). */
export function toSiteSettings(data: Queries.SiteSettingsQuery): SiteSettings {
  const { siteSettings, homeSettings, pressKit, books, interviews, listings, site } = data;
  if (!siteSettings) throw new Error("content/settings/site.json is missing");
  if (!homeSettings) throw new Error("content/settings/home.json is missing");
  if (!pressKit) throw new Error("content/settings/press.json is missing");
  if (!site) throw new Error("Gatsby's site node is missing");
  return {
    ...siteSettings,
    // Normalised once, in gatsby-config (plugins/site-content/read-site-settings.ts); never the raw setting.
    siteUrl: site.siteMetadata.siteUrl,
    pressKit: { footerLink: pressKit.footerLink },
    books: {
      total: books.totalCount,
      featured: homeSettings.books.featured,
      newest: books.nodes.map((book) => ({
        title: book.title,
        path: bookPath(book.address),
        featured: book.address === homeSettings.books.featured,
        comingSoon: book.status === "coming soon",
      })),
    },
    interviews: {
      total: interviews.totalCount,
      newest: interviews.nodes.map((node) => ({ host: node.frontmatter.host, path: node.fields.path })),
    },
    listings: listings.nodes
      .filter((listing) => listing.exists)
      .map(({ path, label }) => ({ title: label, link: path })),
    buildYear: Number(site.buildTime ?? new Date().getFullYear()),
  };
}
