import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { PressKit } from "../components/sections/press/press-kit";
import { toPressPageProps } from "../lib/press-page-props";
import { PRESS_PATH } from "../lib/site-path";

/** /press/: the press kit (content/settings/press.json and the books); its downloads are the original files. */
export default function PressPage({ data }: PageProps<Queries.PressPageQuery>) {
  const props = toPressPageProps(data);
  return (
    <Layout currentPath={PRESS_PATH}>
      <PressKit {...props} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.PressPageQuery> = ({ data }) => {
  const props = toPressPageProps(data);
  return <Seo title={props.title} description={props.intro} path={PRESS_PATH} />;
};

export const query = graphql`
  fragment PressDownload on File {
    publicURL
    size
    ext
    childImageSharp {
      original {
        width
        height
      }
      # The preview only: drawn at most 240 px wide, files for 1x and 2x screens.
      gatsbyImageData(width: 240, outputPixelDensities: [1, 2])
    }
  }

  query PressPage {
    pressKit {
      title
      heading
      intro
      bios {
        short
        medium
        long
      }
      biosHeading
      shortLabel
      mediumLabel
      longLabel
      copyButton
      copiedMessage
      pronunciationHeading
      pronunciation
      downloadsHeading
      portrait {
        ...PressDownload
        childImageSharp {
          share: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
      portraitLabel
      portraitAlt
      downloadDetails
      booksHeading
      releaseLine
      contactHeading
      contactText
      contactEmail
    }
    # Newest first, as the site lists books everywhere.
    allBook(sort: [{ releaseDate: DESC }, { address: ASC }]) {
      nodes {
        ...BookSummary
        covers {
          alt
          portrait {
            ...PressDownload
          }
        }
      }
    }
  }
`;
