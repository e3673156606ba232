import { screen, within } from "@testing-library/react";
import { InterviewList } from "../../../src/components/sections/interviews/interview-list";
import { renderInPage } from "../../fixtures/render";

const interviews = [
  {
    path: "/interview-with-ngozi/",
    title: "Talking with Ngozi",
    description: "Ngozi asks the questions.",
    isoDate: "2025-09-01",
    displayDate: "September 1, 2025",
    hostLine: "With Ngozi",
  },
  {
    path: "/interview-with-tunde/",
    title: "Talking with Tunde",
    description: "Tunde asks the questions.",
    isoDate: "2025-03-01",
    displayDate: "March 1, 2025",
    hostLine: "With Tunde",
  },
];

describe("InterviewList", () => {
  it("has one h1, the intro, and one entry per interview in the order given", () => {
    renderInPage(<InterviewList heading="Conversations" intro="Every one." interviews={interviews} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Conversations");
    expect(screen.getByText("Every one.")).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Talking with Ngozi",
      "Talking with Tunde",
    ]);
  });

  it("shows each interview's date, title as the link, host and introduction", () => {
    renderInPage(<InterviewList heading="Conversations" intro="Every one." interviews={interviews} />);
    const [first] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(within(first).getByRole("link", { name: "Talking with Ngozi" })).toHaveAttribute(
      "href",
      "/interview-with-ngozi/",
    );
    expect(within(first).getByText("With Ngozi")).toBeInTheDocument();
    expect(within(first).getByText("Ngozi asks the questions.")).toBeInTheDocument();
    const date = within(first).getByText("September 1, 2025");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2025-09-01");
    expect(within(first).getAllByRole("link")).toHaveLength(1);
  });
});
