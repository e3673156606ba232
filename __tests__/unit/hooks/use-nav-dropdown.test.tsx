import { act, fireEvent, render, screen } from "@testing-library/react";
import { useNavDropdown, type NavDropdownOptions } from "../../../src/hooks/use-nav-dropdown";

/** A bare menu driven by the hook: a button, its list of two links, and a link outside it. */
function Probe(options: NavDropdownOptions) {
  const dropdown = useNavDropdown(options);
  return (
    <>
      <div data-testid="wrapper" {...dropdown.wrapperProps}>
        <button {...dropdown.triggerProps}>Menu</button>
        <ul {...dropdown.panelProps}>
          <li>
            <a href="/one/">One</a>
          </li>
          <li>
            <a href="/two/">Two</a>
          </li>
        </ul>
      </div>
      <a href="/elsewhere/">Elsewhere</a>
    </>
  );
}

const button = () => screen.getByRole("button", { name: "Menu" });
const list = () => document.getElementById(button().getAttribute("aria-controls") ?? "") as HTMLElement;

describe("useNavDropdown as a pop-up", () => {
  it("names the list it controls and shows it only while open", () => {
    render(<Probe popup />);
    expect(list()).toBeInstanceOf(HTMLUListElement);
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(list()).toHaveAttribute("hidden");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(list()).not.toHaveAttribute("hidden");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape from inside the list and puts focus back on its button", () => {
    render(<Probe popup />);
    fireEvent.click(button());
    const two = screen.getByRole("link", { name: "Two" });
    act(() => two.focus());
    fireEvent.keyDown(two, { key: "Escape" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveFocus();
  });

  it("stays open while focus moves between its links and closes when focus leaves it", () => {
    render(<Probe popup />);
    fireEvent.click(button());
    const one = screen.getByRole("link", { name: "One" });
    const two = screen.getByRole("link", { name: "Two" });
    act(() => one.focus());
    act(() => two.focus());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("link", { name: "Elsewhere" }).focus());
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens while a mouse hovers, and a click then pins it open", () => {
    render(<Probe popup />);
    const wrapper = screen.getByTestId("wrapper");
    fireEvent.pointerOver(wrapper, { pointerType: "mouse" });
    expect(button()).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerOut(wrapper, { pointerType: "mouse" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    fireEvent.pointerOver(wrapper, { pointerType: "mouse" });
    fireEvent.click(button());
    fireEvent.pointerOut(wrapper, { pointerType: "mouse" });
    expect(button()).toHaveAttribute("aria-expanded", "true");
  });

  it("does not open for a touch pointer passing over it; a tap toggles it", () => {
    render(<Probe popup />);
    fireEvent.pointerOver(screen.getByTestId("wrapper"), { pointerType: "touch" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
  });
});

describe("useNavDropdown in place (the mobile panel)", () => {
  it("opens and closes with its button only: no hover, and focus leaving keeps it open", () => {
    render(<Probe popup={false} />);
    fireEvent.pointerOver(screen.getByTestId("wrapper"), { pointerType: "mouse" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("link", { name: "One" }).focus());
    act(() => screen.getByRole("link", { name: "Elsewhere" }).focus());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("starts open when asked to", () => {
    render(<Probe popup={false} initialOpen />);
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(list()).not.toHaveAttribute("hidden");
  });
});
