import type { HeadFC } from "gatsby";
import { Seo } from "../../layout/seo";
import type { ListingCopy } from "../../../types/listing";

/** A listing page's <head>: its title, its standfirst as the description, and its address. */
export function listingHead<Data>(toCopy: (data: Data) => ListingCopy, path: string): HeadFC<Data> {
  return function Head({ data }) {
    const { title, intro } = toCopy(data);
    return <Seo title={title} description={intro} path={path} />;
  };
}
