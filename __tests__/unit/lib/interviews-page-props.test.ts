import { toInterviewsPageProps } from "../../../src/lib/interviews-page-props";

const node = (host: string, date: string) => ({
  frontmatter: {
    host,
    title: `Talking with ${host}`,
    description: `${host} asks the questions.`,
    isoDate: date,
    displayDate: `display ${date}`,
  },
  fields: { path: `/interview-with-${host.toLowerCase()}/` },
});

const data: Queries.InterviewsPageQuery = {
  siteSettings: {
    interviewsPage: { title: "Tab title", heading: "Conversations", intro: "Every one.", hostLine: "Asked by {host}" },
  },
  allMdx: { nodes: [node("Ngozi", "2025-09-01"), node("Tunde", "2025-03-01")] },
};

describe("toInterviewsPageProps", () => {
  it("gives the page its texts from content and each interview in the order queried, with its host line", () => {
    expect(toInterviewsPageProps(data)).toEqual({
      title: "Tab title",
      heading: "Conversations",
      intro: "Every one.",
      items: [
        {
          path: "/interview-with-ngozi/",
          title: "Talking with Ngozi",
          description: "Ngozi asks the questions.",
          isoDate: "2025-09-01",
          displayDate: "display 2025-09-01",
          hostLine: "Asked by Ngozi",
        },
        {
          path: "/interview-with-tunde/",
          title: "Talking with Tunde",
          description: "Tunde asks the questions.",
          isoDate: "2025-03-01",
          displayDate: "display 2025-03-01",
          hostLine: "Asked by Tunde",
        },
      ],
    });
  });

  it("stops when the site settings are missing", () => {
    expect(() => toInterviewsPageProps({ ...data, siteSettings: null })).toThrow(/site\.json/);
  });
});
