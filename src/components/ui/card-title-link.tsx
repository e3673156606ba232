import styled from "@emotion/styled";
import { cardTitleLinkStyles } from "./linked-card";
import { SiteLink } from "./site-link";

/**
 * A linked card's title link to a page of the site, stretched over the whole card. Kept apart from
 * linked-card.tsx, which imports nothing of Gatsby's (the CMS's previews draw cards with it).
 */
export const CardTitleLink = styled(SiteLink)(cardTitleLinkStyles);
