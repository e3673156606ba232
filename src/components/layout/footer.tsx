import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useCurrentYear } from "../../hooks/use-current-year";
import { mailtoHref } from "../../lib/external-link";
import { fillTemplate } from "../../lib/fill-template";
import { HOME_PATH } from "../../lib/site-path";
import { mq } from "../../theme/media";
import type { SiteLabels, SocialLink } from "../../types/content";
import { Icon } from "../ui/icon";
import { Brand } from "./brand";
import { SocialLinks } from "./social-links";

export interface FooterProps {
  name: string;
  tagline: string;
  email: string;
  logo: IGatsbyImageData | undefined;
  socials: readonly SocialLink[];
  buildYear: number;
  labels: Pick<
    SiteLabels,
    | "contactHeading"
    | "contactLink"
    | "followHeading"
    | "copyright"
    | "homeLink"
    | "socialNavigation"
    | "socialLink"
    | "newTab"
  >;
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.darkDeep};
  color: ${({ theme }) => theme.colors.onDark};
  --focus-color: ${({ theme }) => theme.colors.focusOnDark};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]} ${theme.space[6]}`};
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-of-type {
      grid-column: 1 / -1;
    }
  }
  ${mq.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${mq.lg} {
    grid-template-columns: 1.4fr 1fr 1fr;
    & > :first-of-type {
      grid-column: auto;
    }
  }
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  max-width: 22rem;
`;

const ColumnHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-underline-offset: 0.25em;
  /* An address has no spaces to wrap at; it breaks anywhere rather than widening the page. */
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.highlight};
  }
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.onDarkHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  ${mq.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

/** Site footer: logo home link, tagline, contact e-mail, social profiles (when there are any) and copyright. */
export function Footer({ name, tagline, email, logo, socials, buildYear, labels }: FooterProps) {
  const year = useCurrentYear(buildYear);
  return (
    <Wrapper>
      <Grid>
        <div>
          {/* The landing page itself, not "/", which only redirects there. */}
          <Brand name={name} href={HOME_PATH} logo={logo} label={fillTemplate(labels.homeLink, { name })} tone="dark" />
          <Tagline>{tagline}</Tagline>
        </div>
        <div>
          <ColumnHeading>{labels.contactHeading}</ColumnHeading>
          <MailLink href={mailtoHref(email)} aria-label={`${fillTemplate(labels.contactLink, { name })}: ${email}`}>
            <Icon name="mail" />
            {email}
          </MailLink>
        </div>
        {socials.length > 0 ? (
          <div>
            <ColumnHeading>{labels.followHeading}</ColumnHeading>
            <SocialLinks
              socials={socials}
              name={name}
              label={labels.socialNavigation}
              linkLabel={labels.socialLink}
              newTabLabel={labels.newTab}
              tone="dark"
              showLabels
            />
          </div>
        ) : null}
      </Grid>
      <Bottom>
        <p>{fillTemplate(labels.copyright, { year, name })}</p>
      </Bottom>
    </Wrapper>
  );
}
