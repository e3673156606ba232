import styled from "@emotion/styled";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { PageSection } from "../../ui/page-section";
import { SectionHeading } from "../../ui/section-heading";
import type { ArticlesContent } from "../../../types/home";
import { ArticleCard } from "./article-card";

const Intro = styled.p`
  max-width: var(--sizes-prose);
  margin-top: var(--space-3);
  color: var(--colors-text-muted);
`;

/** One column on phones, two from md, three from lg. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  margin-top: var(--space-6);
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--space-6);
  }
`;

const More = styled.p`
  display: flex;
  justify-content: center;
  margin-top: var(--space-6);
  @media (min-width: 1024px) {
    margin-top: var(--space-7);
  }
`;

/** The grid of the author's newest newsletter articles, then the archive when older ones are not shown. */
export function Articles({ eyebrow, heading, intro, readMoreLabel, newTabLabel, articles, archive }: ArticlesContent) {
  return (
    <PageSection id="articles" aria-labelledby="articles-title">
      <Container>
        <SectionHeading id="articles-title" eyebrow={eyebrow}>
          {heading}
        </SectionHeading>
        <Intro>{intro}</Intro>
        <Grid>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} readMoreLabel={readMoreLabel} newTabLabel={newTabLabel} />
            </li>
          ))}
        </Grid>
        {archive ? (
          <More>
            <ButtonLink variant="secondary" href={archive.href} newTabLabel={newTabLabel}>
              {archive.label}
            </ButtonLink>
          </More>
        ) : null}
      </Container>
    </PageSection>
  );
}
