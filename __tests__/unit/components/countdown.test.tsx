import { act, screen } from "@testing-library/react";
import { Countdown } from "../../../src/components/sections/countdown/countdown";
import { renderInPage } from "../../fixtures/render";

const labels = { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" };
const target = new Date(2025, 10, 22).getTime();

afterEach(() => jest.useRealTimers());

const values = () =>
  ["Days", "Hours", "Minutes", "Seconds"].map((label) => screen.getByText(label).nextElementSibling?.textContent);

describe("Countdown", () => {
  it("shows days and zero-padded hours, minutes and seconds, ticking each second", () => {
    jest.useFakeTimers().setSystemTime(new Date(2025, 10, 10, 20, 55, 5));
    renderInPage(<Countdown heading="Launch" endedText="Out now" target={target} labels={labels} />);
    expect(values()).toEqual(["11", "03", "04", "55"]);
    act(() => jest.advanceTimersByTime(1000));
    expect(values()).toEqual(["11", "03", "04", "54"]);
    expect(screen.queryByText("Out now")).not.toBeInTheDocument();
  });

  it("shows zeros and the ended text once the target has passed", () => {
    jest.useFakeTimers().setSystemTime(new Date(2026, 0, 1));
    renderInPage(<Countdown heading="Launch" endedText="Out now" target={target} labels={labels} />);
    expect(values()).toEqual(["0", "00", "00", "00"]);
    expect(screen.getByText("Out now")).toBeInTheDocument();
  });
});
