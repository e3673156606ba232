import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useCurrentYear } from "../../hooks/use-current-year";
import { mailtoHref } from "../../lib/external-link";
import { fillTemplate } from "../../lib/fill-template";
import { footerLinks } from "../../lib/footer-links";
import { SITE_PLACEHOLDERS } from "../../lib/placeholders";
import type { SiteSettings } from "../../types/content";
import { Icon } from "../ui/icon";
import { cardEyebrowStyles } from "../ui/linked-card";
import { SiteLink } from "../ui/site-link";
import { Brand } from "./brand";
import { SocialLinks } from "./social-links";

const Wrapper = styled.footer`
  background: var(--colors-dark-deep);
  color: var(--colors-on-dark);
  --focus-color: var(--colors-focus-on-dark);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
  max-width: var(--sizes-content);
  margin-inline: auto;
  padding: var(--space-8) var(--space-5) var(--space-6);
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-of-type {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: 768px) {
    padding-inline: var(--space-6);
  }
  @media (min-width: 1024px) {
    grid-template-columns: 1.4fr 1fr 1fr;
    & > :first-of-type {
      grid-column: auto;
    }
  }
`;

const Tagline = styled.p`
  margin-top: var(--space-3);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-on-dark-muted);
  max-width: 22rem;
`;

const FOLLOW_HEADING_ID = "footer-follow";

const ColumnHeading = styled.h2(css`
  ${cardEyebrowStyles}
  margin-bottom: var(--space-3);
  color: var(--colors-on-dark-muted);
`);

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: var(--sizes-tap-target);
  color: var(--colors-on-dark);
  font-weight: var(--font-weights-medium);
  text-underline-offset: 0.25em;
  /* An address has no spaces to wrap at; it breaks anywhere rather than widening the page. */
  overflow-wrap: anywhere;
  &:hover {
    color: var(--colors-highlight);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-5);
  max-width: var(--sizes-content);
  margin-inline: auto;
  padding: var(--space-5) var(--space-5) var(--space-6);
  border-top: 1px solid var(--colors-on-dark-hover);
  font-size: var(--font-sizes-xs);
  color: var(--colors-on-dark-muted);
  @media (min-width: 768px) {
    padding-inline: var(--space-6);
  }
`;

const PageLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-5);
  padding: 0;
  list-style: none;
`;

const PageLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: var(--sizes-tap-target);
  color: var(--colors-on-dark);
  font-size: var(--font-sizes-sm);
  font-weight: var(--font-weights-medium);
  text-underline-offset: 0.25em;
  &:hover,
  &[aria-current="page"] {
    color: var(--colors-highlight);
  }
`;

export function Footer({ settings, currentPath }: { settings: SiteSettings; currentPath?: string }) {
  const { name, email, socials, labels } = settings;
  const year = useCurrentYear(settings.buildYear);
  return (
    <Wrapper>
      <Grid>
        <div>
          <Brand settings={settings} />
          <Tagline>{settings.tagline}</Tagline>
        </div>
        <div>
          <ColumnHeading>{labels.contactHeading}</ColumnHeading>
          <MailLink
            href={mailtoHref(email)}
            aria-label={`${fillTemplate(labels.contactLink, SITE_PLACEHOLDERS.labels.contactLink, { name })}: ${email}`}
          >
            <Icon name="mail" />
            {email}
          </MailLink>
        </div>
        {socials.length > 0 ? (
          <div>
            <ColumnHeading id={FOLLOW_HEADING_ID}>{labels.followHeading}</ColumnHeading>
            {/* Named by its heading: the header's social links are a landmark of their own. */}
            <SocialLinks settings={settings} labelledBy={FOLLOW_HEADING_ID} showLabels />
          </div>
        ) : null}
      </Grid>
      <Bottom>
        <p>{fillTemplate(labels.copyright, SITE_PLACEHOLDERS.labels.copyright, { year, name })}</p>
        <PageLinks>
          {footerLinks(settings).map((link) => (
            <li key={link.link}>
              <PageLink href={link.link} aria-current={link.link === currentPath ? "page" : undefined}>
                {link.title}
              </PageLink>
            </li>
          ))}
        </PageLinks>
      </Bottom>
    </Wrapper>
  );
}
