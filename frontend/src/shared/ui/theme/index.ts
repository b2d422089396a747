// Side-effect module: importing it once (app styles, Storybook) defines the tokens globally.
import './theme.css';
