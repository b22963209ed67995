import React, { useEffect, useRef, type RefObject } from "react";
import { Link } from "../ui/SiteLink";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { isActive } from "../../lib/navigation";
import { NAV_ENTRIES } from "./Header.labels";
import { media } from "../../styles/media";
import { stackedList } from "../../styles/list";
import { HEADER_LABELS as L } from "./Header.labels";

interface Props {
  pathname: string;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Native popover attributes (React 19 knows them; lowercase names only earn a warning). */
const popoverPanel = { popover: "auto" } as const;
const opensPanel = { popoverTarget: "mobile-menu" } as const;
const hidesPanel = { popoverTarget: "mobile-menu", popoverTargetAction: "hide" } as const;

/**
 * Slide-in navigation for narrow screens: a <dialog> shown as a native popover (`popovertarget` on the
 * button), from the first paint on and with scripts off alike – the browser opens it, closes it on
 * Escape or a tap beside it, and needs no code of ours for either. It is not opened with showModal():
 * making the page behind inert restyles every element of it inside the tap (measured at 4× CPU
 * slowdown on the home page: 239 elements, 34–38 ms of style recalculation against 25 elements and
 * 3–5 ms as a popover), and the audit holds that tap to 100 ms. What the modal dialog gave for free
 * the app adds: `aria-modal` keeps screen readers in the panel, focus moves to its first control on
 * opening and stays inside on Tab, and goes back to the menu button on closing.
 */
export const MobileMenu = ({ pathname, menuButtonRef }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null);

  const close = () => {
    const panel = dialog.current;
    if (panel && "hidePopover" in panel && panel.matches(":popover-open")) panel.hidePopover();
  };
  useEffect(close, [pathname]);

  // Opened: focus to the panel's first control (as a modal dialog does); closed with focus inside or
  // lost: back to the menu button.
  const onToggle = (event: React.ToggleEvent<HTMLDialogElement>) => {
    const panel = dialog.current;
    if (!panel) return;
    if (event.newState === "open") panel.querySelector<HTMLElement>("button, a[href]")?.focus();
    else if (panel.contains(document.activeElement) || document.activeElement === document.body)
      menuButtonRef.current?.focus();
  };

  // Tab and Shift+Tab wrap around inside the open panel.
  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <MenuButton ref={menuButtonRef} type="button" aria-haspopup="dialog" aria-controls="mobile-menu" {...opensPanel}>
        <Bars aria-hidden="true" />
        {L.menu}
      </MenuButton>
      <Panel
        id="mobile-menu"
        ref={dialog}
        aria-label={L.menu}
        aria-modal="true"
        onKeyDown={trapTab}
        onToggle={onToggle}
        {...popoverPanel}
      >
        <PanelHead>
          <span>{L.menu}</span>
          <CloseButton type="button" aria-label={L.closeMenu} {...hidesPanel}>
            ×
          </CloseButton>
        </PanelHead>
        <nav aria-label={L.mobileNav}>
          <ul>
            {NAV_ENTRIES.map((entry) => {
              const active = isActive(entry.to, pathname);
              return (
                <li key={entry.to}>
                  <PanelLink to={entry.to} aria-current={active ? "page" : undefined} $active={active} onClick={close}>
                    {entry.panelLabel}
                  </PanelLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </Panel>
    </>
  );
};

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex: none;
  min-height: 44px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  ${media.sm} {
    padding: 0 ${theme.space[4]};
  }
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${media.lg} {
    display: none;
  }
`;

const Bars = styled.span`
  width: 18px;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -6px 0 currentColor,
    0 6px 0 currentColor;
`;

const Panel = styled.dialog`
  position: fixed;
  inset: 0 0 0 auto;
  width: 300px;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: ${theme.space[5]};
  border: 0;
  border-left: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  ${media.md} {
    width: 400px;
  }

  /* Shown as a popover: the UA hides a dialog without [open]. */
  &:popover-open {
    display: block;
    animation: slide-in 0.25s ease-out;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
  @keyframes slide-in {
    from {
      transform: translateX(100%);
    }
    to {
      transform: translateX(0);
    }
  }

  ul {
    ${stackedList}
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space[5]};
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.xl};
`;

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;

const PanelLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: ${`${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${theme.radii.md};
  border-left: 4px solid ${({ $active }) => ($active ? theme.colors.accent : "transparent")};
  background: ${({ $active }) => ($active ? theme.tint(0.12) : "transparent")};
  color: ${({ $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
  text-decoration: none;
`;
