// CodeMirror 6 editor for C, C++ and Python; loaded on demand (it is the heaviest part of the problem page).
import { useMemo } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { cpp } from '@codemirror/lang-cpp';
import { python } from '@codemirror/lang-python';
import type { CodeLanguage } from '@robo/contracts';
import { useTheme } from '../../../lib/theme.tsx';

export interface CodeEditorProps {
  value: string;
  language: CodeLanguage;
  onChange(value: string): void;
  label: string;
}

export default function CodeEditor({ value, language, onChange, label }: CodeEditorProps) {
  const { theme } = useTheme();
  const extensions = useMemo(
    () => [
      language === 'python' ? python() : cpp(),
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.lineWrapping,
    ],
    [language, label],
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
