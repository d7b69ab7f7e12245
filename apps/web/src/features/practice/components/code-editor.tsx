// CodeMirror 6 editor for C, C++ and Python; loaded on demand (it is the heaviest part of the problem page).
import { useMemo } from 'react';
import CodeMirror, { EditorView, Prec } from '@uiw/react-codemirror';
import { cpp } from '@codemirror/lang-cpp';
import { python } from '@codemirror/lang-python';
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import type { CodeLanguage } from '@robo/contracts';
import { useTheme } from '../../../lib/theme.tsx';

export interface CodeEditorProps {
  value: string;
  language: CodeLanguage;
  onChange(value: string): void;
  label: string;
}

/**
 * Contrast fixes found by axe (WCAG AA, 4.5:1): the light style's escapes and f-string prefixes (#e40 on
 * white, 3.8:1) and the dark theme's line numbers, comments, keywords and names
 * (#7d8799, #c678dd and #e06c75 on #282c34: 3.9 to 4.4:1).
 */
const lightHighlight = syntaxHighlighting(
  HighlightStyle.define(defaultHighlightStyle.specs.map((spec) => (spec.color === '#e40' ? { ...spec, color: '#b33000' } : spec))),
);
// Prec.highest: otherwise the one-dark theme's own colours come later in the style sheet and win.
const DARK_MUTED = '#9aa3b5';
const darkContrast = [
  // The page's slate-900 instead of one-dark's #282c34: its violet and coral keywords reach 4.5:1 only on
  // the darker background.
  Prec.highest(
    EditorView.theme(
      {
        '&': { backgroundColor: '#0f172a' },
        '.cm-gutters': { backgroundColor: '#0f172a', color: DARK_MUTED },
        '.cm-activeLineGutter': { backgroundColor: '#1e293b' },
      },
      { dark: true },
    ),
  ),
  Prec.highest(syntaxHighlighting(HighlightStyle.define([{ tag: [tags.comment, tags.meta, tags.link], color: DARK_MUTED }]))),
];

export default function CodeEditor({ value, language, onChange, label }: CodeEditorProps) {
  const { theme } = useTheme();
  const extensions = useMemo(
    () => [
      language === 'python' ? python() : cpp(),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.lineWrapping,
      theme === 'dark' ? darkContrast : lightHighlight,
    ],
    [language, label, theme],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={theme}
      height="420px"
      basicSetup={{ tabSize: 4 }}
      indentWithTab={false}
      className="overflow-hidden rounded-b-lg text-sm"
    />
  );
}
