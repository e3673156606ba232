import styled from "@emotion/styled";
import { useCallback, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useDisclosure } from "../../hooks/use-disclosure";
import type { BookMenuEntry } from "../../types/content";
import { Icon } from "../ui/icon";
import { navLinkStyles } from "./nav-styles";

interface BooksMenuProps {
  title: string;
  href: string;
  books: readonly BookMenuEntry[];
  comingSoonLabel: string;
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  ${({ theme }) => navLinkStyles(theme)}
  background: none;
  border: 0;
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.durations.fast}ms;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  left: 50%;
  transform: translateX(-50%);
  /* As wide as the longest title, so each entry stays on one line where the window allows. */
  width: max-content;
  min-width: 16rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  --focus-color: ${({ theme }) => theme.colors.focus};
  &::before {
    /* Bridges the gap so the pointer can travel from the button to the panel. */
    content: "";
    position: absolute;
    inset: -${({ theme }) => theme.space[3]} 0 auto;
    height: ${({ theme }) => theme.space[3]};
  }
`;

const Entry = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Badge = styled.span`
  flex: none;
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.darkDeep};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The Books entry of the desktop navigation: a disclosure button whose list opens on click,
 * on hover, and from the keyboard; Escape closes it and returns focus to the button.
 */
export function BooksMenu({ title, href, books, comingSoonLabel }: BooksMenuProps) {
  const { isOpen, open, close: closeList, toggle } = useDisclosure();
  const openedByHover = useRef(false);
  const close = useCallback(() => {
    openedByHover.current = false;
    closeList();
  }, [closeList]);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A mouse that hovers opens the list; its click then pins it open instead of closing it.
  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || isOpen) return;
      openedByHover.current = true;
      open();
    },
    [isOpen, open],
  );
  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !openedByHover.current) return;
      openedByHover.current = false;
      close();
    },
    [close],
  );
  const onClick = useCallback(() => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    toggle();
  }, [toggle]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "Escape" && isOpen) {
        close();
        triggerRef.current?.focus();
      }
    },
    [close, isOpen],
  );
  const onBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) close();
    },
    [close],
  );

  return (
    <Wrapper onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger ref={triggerRef} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={onClick}>
        {title}
        <Icon name="chevron-down" size="1rem" />
      </Trigger>
      <Panel id={panelId} hidden={!isOpen}>
        {books.map((book) => (
          <li key={book.title}>
            <Entry href={href} onClick={close}>
              <span>{book.title}</span>
              {book.comingSoon ? <Badge>{comingSoonLabel}</Badge> : null}
            </Entry>
          </li>
        ))}
      </Panel>
    </Wrapper>
  );
}
