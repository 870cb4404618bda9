import './tokens/global.css';

export * from './tokens';
export * from './utils';
export * from './icons/Icons';
export * from './components/Provider';
export * from './components/Button';
export * from './components/Link';
export * from './components/Field';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/NumberField';
export * from './components/ListBox';
export * from './components/Select';
export * from './components/ComboBox';
export * from './components/Checkbox';
export * from './components/CheckboxGroup';
export * from './components/RadioGroup';
export * from './components/Switch';
