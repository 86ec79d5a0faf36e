#!/usr/bin/env node

// src/program.ts
import { createInterface } from "node:readline/promises";

// ../node_modules/commander/lib/error.js
var CommanderError = class extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code, message) {
    super(message);
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code;
    this.exitCode = exitCode;
    this.nestedError = void 0;
  }
};
var InvalidArgumentError = class extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, "commander.invalidArgument", message);
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
};

// ../node_modules/commander/lib/argument.js
var Argument = class {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */
  constructor(name, description) {
    this.description = description || "";
    this.variadic = false;
    this.parseArg = void 0;
    this.defaultValue = void 0;
    this.defaultValueDescription = void 0;
    this.argChoices = void 0;
    switch (name[0]) {
      case "<":
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case "[":
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }
    if (this._name.endsWith("...")) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }
  /**
   * Return argument name.
   *
   * @return {string}
   */
  name() {
    return this._name;
  }
  /**
   * @package
   */
  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }
    previous.push(value);
    return previous;
  }
  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */
  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }
  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */
  argParser(fn) {
    this.parseArg = fn;
    return this;
  }
  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */
  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(", ")}.`
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }
  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }
  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
};
function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
  return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
}

// ../node_modules/commander/lib/command.js
import { EventEmitter } from "node:events";
import childProcess from "node:child_process";
import path from "node:path";
import fs from "node:fs";
import process2 from "node:process";
import { stripVTControlCharacters as stripVTControlCharacters2 } from "node:util";

// ../node_modules/commander/lib/help.js
import { stripVTControlCharacters } from "node:util";
var Help = class {
  constructor() {
    this.helpWidth = void 0;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }
  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }
  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */
  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }
  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }
  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */
  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption);
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd.createOption(helpOption.long, helpOption.description).helpGroup(helpOption.helpGroupHeading)
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd.createOption(helpOption.short, helpOption.description).helpGroup(helpOption.helpGroupHeading)
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }
  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */
  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];
    const globalOptions = [];
    for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }
  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */
  visibleArguments(cmd) {
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
      });
    }
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }
  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */
  subcommandTerm(cmd) {
    const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
    return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
    (args ? " " + args : "");
  }
  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */
  optionTerm(option) {
    return option.flags;
  }
  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */
  argumentTerm(argument) {
    return argument.name();
  }
  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command))
        )
      );
    }, 0);
  }
  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
      );
    }, 0);
  }
  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
      );
    }, 0);
  }
  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument))
        )
      );
    }, 0);
  }
  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */
  commandUsage(cmd) {
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + "|" + cmd._aliases[0];
    }
    let ancestorCmdNames = "";
    for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
      ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + " " + cmd.usage();
  }
  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */
  commandDescription(cmd) {
    return cmd.description();
  }
  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */
  subcommandDescription(cmd) {
    return cmd.summary() || cmd.description();
  }
  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */
  optionDescription(option) {
    const extraInfo = [];
    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
      );
    }
    if (option.defaultValue !== void 0) {
      const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
        );
      }
    }
    if (option.presetArg !== void 0 && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== void 0) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(", ")})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return option.description;
  }
  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */
  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
      );
    }
    if (argument.defaultValue !== void 0) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(", ")})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }
  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];
    return [helper.styleTitle(heading), ...items, ""];
  }
  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = /* @__PURE__ */ new Map();
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }
  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */
  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80;
    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }
    let output = [
      `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      ""
    ];
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth
        ),
        ""
      ]);
    }
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument))
      );
    });
    output = output.concat(
      this.formatItemList("Arguments:", argumentList, helper)
    );
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? "Options:"
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option))
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });
    if (helper.showGlobalOptions) {
      const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option))
        );
      });
      output = output.concat(
        this.formatItemList("Global Options:", globalOptionList, helper)
      );
    }
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || "Commands:"
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub))
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });
    return output.join("\n");
  }
  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return stripVTControlCharacters(str).length;
  }
  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }
  styleUsage(str) {
    return str.split(" ").map((word) => {
      if (word === "[options]") return this.styleOptionText(word);
      if (word === "[command]") return this.styleSubcommandText(word);
      if (word[0] === "[" || word[0] === "<")
        return this.styleArgumentText(word);
      return this.styleCommandText(word);
    }).join(" ");
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    return str.split(" ").map((word) => {
      if (word === "[options]") return this.styleOptionText(word);
      if (word[0] === "[" || word[0] === "<")
        return this.styleArgumentText(word);
      return this.styleSubcommandText(word);
    }).join(" ");
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }
  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper)
    );
  }
  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }
  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = " ".repeat(itemIndent);
    if (!description) return itemIndentStr + term;
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term)
    );
    const spacerWidth = 2;
    const helpWidth = this.helpWidth ?? 80;
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        "\n" + " ".repeat(termWidth + spacerWidth)
      );
    }
    return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
  }
  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;
    const rawLines = str.split(/\r\n|\n/);
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push("");
        return;
      }
      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(""));
        const nextChunk = chunk.trimStart();
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(""));
    });
    return wrappedLines.join("\n");
  }
};

// ../node_modules/commander/lib/option.js
var Option = class {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */
  constructor(flags, description) {
    this.flags = flags;
    this.description = description || "";
    this.required = flags.includes("<");
    this.optional = flags.includes("[");
    this.variadic = new RegExp("\\p{ID_Continue}\\.\\.\\.[>\\]]$", "u").test(flags);
    this.mandatory = false;
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag;
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith("--no-");
    }
    this.defaultValue = void 0;
    this.defaultValueDescription = void 0;
    this.presetArg = void 0;
    this.envVar = void 0;
    this.parseArg = void 0;
    this.hidden = false;
    this.argChoices = void 0;
    this.conflictsWith = [];
    this.implied = void 0;
    this.helpGroupHeading = void 0;
  }
  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */
  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }
  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */
  preset(arg) {
    this.presetArg = arg;
    return this;
  }
  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */
  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }
  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === "string") {
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }
  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */
  env(name) {
    this.envVar = name;
    return this;
  }
  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */
  argParser(fn) {
    this.parseArg = fn;
    return this;
  }
  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */
  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }
  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */
  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }
  /**
   * @package
   */
  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }
    previous.push(value);
    return previous;
  }
  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */
  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(", ")}.`
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }
  /**
   * Return option name.
   *
   * @return {string}
   */
  name() {
    if (this.long) {
      return this.long.replace(/^--/, "");
    }
    return this.short.replace(/^-/, "");
  }
  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */
  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ""));
    }
    return camelcase(this.name());
  }
  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }
  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */
  is(arg) {
    return this.short === arg || this.long === arg;
  }
  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */
  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
};
var DualOptions = class {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = /* @__PURE__ */ new Map();
    this.negativeOptions = /* @__PURE__ */ new Map();
    this.dualOptions = /* @__PURE__ */ new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key2) => {
      if (this.positiveOptions.has(key2)) {
        this.dualOptions.add(key2);
      }
    });
  }
  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== void 0 ? preset : false;
    return option.negate === (negativeValue === value);
  }
};
function camelcase(str) {
  return str.split("-").reduce((str2, word) => {
    return str2 + word[0].toUpperCase() + word.slice(1);
  });
}
function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  const shortFlagExp = /^-[^-]$/;
  const longFlagExp = /^--[^-]/;
  const flagParts = flags.split(/[ |,]+/).concat("guard");
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }
  if (flagParts[0].startsWith("-")) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);
    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === void 0 && longFlag === void 0)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`
    );
  return { shortFlag, longFlag };
}

// ../node_modules/commander/lib/suggestSimilar.js
var maxDistance = 3;
function editDistance(a, b) {
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);
  const d = [];
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1,
        // deletion
        d[i][j - 1] + 1,
        // insertion
        d[i - 1][j - 1] + cost
        // substitution
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}
function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return "";
  candidates = Array.from(new Set(candidates));
  const searchingOptions = word.startsWith("--");
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }
  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return;
    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });
  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }
  if (similar.length > 1) {
    return `
(Did you mean one of ${similar.join(", ")}?)`;
  }
  if (similar.length === 1) {
    return `
(Did you mean ${similar[0]}?)`;
  }
  return "";
}

// ../node_modules/commander/lib/command.js
var Command = class _Command extends EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */
  constructor(name) {
    super();
    this.commands = [];
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    this.registeredArguments = [];
    this._args = this.registeredArguments;
    this.args = [];
    this.rawArgs = [];
    this.processedArgs = [];
    this._scriptPath = null;
    this._name = name || "";
    this._optionValues = {};
    this._optionValueSources = {};
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null;
    this._executableDir = null;
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = "";
    this._summary = "";
    this._argsDescription = void 0;
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {};
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null;
    this._outputConfiguration = {
      writeOut: (str) => process2.stdout.write(str),
      writeErr: (str) => process2.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
      getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
      getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
      getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
      stripColor: (str) => stripVTControlCharacters2(str)
    };
    this._hidden = false;
    this._helpOption = void 0;
    this._addImplicitHelpCommand = void 0;
    this._helpCommand = void 0;
    this._helpConfiguration = {};
    this._helpGroupHeading = void 0;
    this._defaultCommandGroup = void 0;
    this._defaultOptionGroup = void 0;
  }
  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
    return this;
  }
  /**
   * @returns {Command[]}
   * @private
   */
  _getCommandAndAncestors() {
    const result = [];
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }
  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */
  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === "object" && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden);
    cmd._executableFile = opts.executableFile || null;
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);
    if (desc) return this;
    return cmd;
  }
  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */
  createCommand(name) {
    return new _Command(name);
  }
  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */
  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }
  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */
  configureHelp(configuration) {
    if (configuration === void 0) return this._helpConfiguration;
    this._helpConfiguration = configuration;
    return this;
  }
  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */
  configureOutput(configuration) {
    if (configuration === void 0) return this._outputConfiguration;
    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration
    };
    return this;
  }
  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }
  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }
  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */
  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }
    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true;
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();
    return this;
  }
  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */
  createArgument(name, description) {
    return new Argument(name, description);
  }
  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === "function") {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }
  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */
  arguments(names) {
    names.trim().split(/ +/).forEach((detail) => {
      this.argument(detail);
    });
    return this;
  }
  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`
      );
    }
    if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }
  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */
  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === "boolean") {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }
    const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? "display help for command";
    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);
    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
    return this;
  }
  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    if (typeof helpCommand !== "object") {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }
    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }
  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
    if (hasImplicitHelpCommand) {
      if (this._helpCommand === void 0) {
        this.helpCommand(void 0, void 0);
      }
      return this._helpCommand;
    }
    return null;
  }
  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */
  hook(event, listener) {
    const allowedValues = ["preSubcommand", "preAction", "postAction"];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }
  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */
  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== "commander.executeSubCommandAsync") {
          throw err;
        } else {
        }
      };
    }
    return this;
  }
  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */
  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code, message));
    }
    process2.exit(exitCode);
  }
  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */
  action(fn) {
    const listener = (args) => {
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this;
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);
      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }
  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */
  createOption(flags, description) {
    return new Option(flags, description);
  }
  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */
  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === "commander.invalidArgument") {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }
  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */
  _registerOption(option) {
    const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
    if (matchingOption) {
      const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }
    this._initOptionGroup(option);
    this.options.push(option);
  }
  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */
  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };
    const alreadyUsed = knownBy(command).find(
      (name) => this._findCommand(name)
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
      const newCmd = knownBy(command).join("|");
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`
      );
    }
    this._initCommandGroup(command);
    this.commands.push(command);
  }
  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);
    const oname = option.name();
    const name = option.attributeName();
    if (option.defaultValue !== void 0) {
      this.setOptionValueWithSource(name, option.defaultValue, "default");
    }
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      if (val == null && option.presetArg !== void 0) {
        val = option.presetArg;
      }
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = "";
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };
    this.on("option:" + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, "cli");
    });
    if (option.envVar) {
      this.on("optionEnv:" + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, "env");
      });
    }
    return this;
  }
  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === "object" && flags instanceof Option) {
      throw new Error(
        "To add an Option object use addOption() instead of option() or requiredOption()"
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === "function") {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }
    return this.addOption(option);
  }
  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }
  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue
    );
  }
  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }
  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }
  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }
  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }
  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }
  /**
   * @private
   */
  _checkForBrokenPassThrough() {
    if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
      );
    }
  }
  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */
  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error("call .storeOptionsAsProperties() before adding options");
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        "call .storeOptionsAsProperties() before setting option values"
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }
  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */
  getOptionValue(key2) {
    if (this._storeOptionsAsProperties) {
      return this[key2];
    }
    return this._optionValues[key2];
  }
  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */
  setOptionValue(key2, value) {
    return this.setOptionValueWithSource(key2, value, void 0);
  }
  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */
  setOptionValueWithSource(key2, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key2] = value;
    } else {
      this._optionValues[key2] = value;
    }
    this._optionValueSources[key2] = source;
    return this;
  }
  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */
  getOptionValueSource(key2) {
    return this._optionValueSources[key2];
  }
  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */
  getOptionValueSourceWithGlobals(key2) {
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (Object.hasOwn(cmd._optionValueSources, key2)) {
        source = cmd.getOptionValueSource(key2);
      }
    });
    return source;
  }
  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */
  _prepareUserArgs(argv, parseOptions) {
    if (argv !== void 0 && !Array.isArray(argv)) {
      throw new Error("first parameter to parse must be array or undefined");
    }
    parseOptions = parseOptions || {};
    if (argv === void 0 && parseOptions.from === void 0) {
      if (process2.versions?.electron) {
        parseOptions.from = "electron";
      }
      const execArgv = process2.execArgv ?? [];
      if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
        parseOptions.from = "eval";
      }
    }
    if (argv === void 0) {
      argv = process2.argv;
    }
    this.rawArgs = argv.slice();
    let userArgs;
    switch (parseOptions.from) {
      case void 0:
      case "node":
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case "electron":
        if (process2.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case "user":
        userArgs = argv.slice(0);
        break;
      case "eval":
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`
        );
    }
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || "program";
    return userArgs;
  }
  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */
  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);
    return this;
  }
  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */
  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);
    return this;
  }
  _prepareForParse() {
    if (this._savedState === null) {
      this.options.filter(
        (option) => option.negate && option.defaultValue === void 0 && this.getOptionValue(option.attributeName()) === void 0
      ).forEach((option) => {
        const positiveLongFlag = option.long.replace(/^--no-/, "--");
        if (!this._findOption(positiveLongFlag)) {
          this.setOptionValueWithSource(
            option.attributeName(),
            true,
            "default"
          );
        }
      });
      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }
  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources }
    };
  }
  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    this.args = [];
    this.processedArgs = [];
  }
  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (fs.existsSync(executableFile)) return;
    const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }
  /**
   * Execute a sub-command executable.
   *
   * @private
   */
  _executeSubCommand(subcommand, args) {
    args = args.slice();
    const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
    function findFile(baseDir, baseName) {
      const localBin = path.resolve(baseDir, baseName);
      if (fs.existsSync(localBin)) return localBin;
      if (sourceExt.includes(path.extname(baseName))) return void 0;
      const foundExt = sourceExt.find(
        (ext) => fs.existsSync(`${localBin}${ext}`)
      );
      if (foundExt) return `${localBin}${foundExt}`;
      return void 0;
    }
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();
    let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || "";
    if (this._scriptPath) {
      let resolvedScriptPath;
      try {
        resolvedScriptPath = fs.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = path.resolve(
        path.dirname(resolvedScriptPath),
        executableDir
      );
    }
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = path.basename(
          this._scriptPath,
          path.extname(this._scriptPath)
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`
          );
        }
      }
      executableFile = localFile || executableFile;
    }
    const launchWithNode = sourceExt.includes(path.extname(executableFile));
    let proc;
    if (process2.platform !== "win32") {
      if (launchWithNode) {
        args.unshift(executableFile);
        args = incrementNodeInspectorPort(process2.execArgv).concat(args);
        proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
      } else {
        proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name
      );
      args.unshift(executableFile);
      args = incrementNodeInspectorPort(process2.execArgv).concat(args);
      proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
    }
    if (!proc.killed) {
      const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
      signals.forEach((signal) => {
        process2.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            proc.kill(signal);
          }
        });
      });
    }
    const exitCallback = this._exitCallback;
    proc.on("close", (code) => {
      code = code ?? 1;
      if (!exitCallback) {
        process2.exit(code);
      } else {
        exitCallback(
          new CommanderError(
            code,
            "commander.executeSubCommandAsync",
            "(close)"
          )
        );
      }
    });
    proc.on("error", (err) => {
      if (err.code === "ENOENT") {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name
        );
      } else if (err.code === "EACCES") {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        process2.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          "commander.executeSubCommandAsync",
          "(error)"
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });
    this.runningCommand = proc;
  }
  /**
   * @private
   */
  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });
    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      "preSubcommand"
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }
  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */
  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
    );
  }
  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */
  _checkNumberOfArguments() {
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }
  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */
  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage
        );
      }
      return parsedValue;
    };
    this._checkNumberOfArguments();
    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === void 0) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }
  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */
  _chainOrCall(promise, fn) {
    if (promise?.then && typeof promise.then === "function") {
      return promise.then(() => fn());
    }
    return fn();
  }
  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */
  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
      hookedCommand._lifeCycleHooks[event].forEach((callback) => {
        hooks.push({ hookedCommand, callback });
      });
    });
    if (event === "postAction") {
      hooks.reverse();
    }
    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }
  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */
  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== void 0) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }
  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */
  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv();
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);
    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown);
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown
      );
    }
    if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
      this.help({ error: true });
    }
    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };
    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();
      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
      promiseChain = this._chainOrCall(
        promiseChain,
        () => this._actionHandler(this.processedArgs)
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown);
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown);
    } else if (operands.length) {
      if (this._findCommand("*")) {
        return this._dispatchSubcommand("*", operands, unknown);
      }
      if (this.listenerCount("command:*")) {
        this.emit("command:*", operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
    }
  }
  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return void 0;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name)
    );
  }
  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */
  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }
  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForMissingMandatoryOptions() {
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }
  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === void 0) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== "default";
    });
    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0
    );
    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find(
        (defined) => option.conflictsWith.includes(defined.attributeName())
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }
  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }
  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */
  parseOptions(args) {
    const operands = [];
    const unknown = [];
    let dest = operands;
    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === "-";
    }
    const negativeNumberArg = (arg) => {
      if (!/^-(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(arg)) return false;
      return !this._getCommandAndAncestors().some(
        (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
      );
    };
    let activeVariadicOption = null;
    let activeGroup = null;
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;
      if (arg === "--") {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }
      if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;
      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === void 0) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }
      if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (option.required || option.optional && this._combineFlagAndOptionalValue) {
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            this.emit(`option:${option.name()}`);
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf("=");
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }
      if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
        dest = unknown;
      }
      if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }
      dest.push(arg);
    }
    return { operands, unknown };
  }
  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      const result = {};
      const len = this.options.length;
      for (let i = 0; i < len; i++) {
        const key2 = this.options[i].attributeName();
        result[key2] = key2 === this._versionOptionName ? this._version : this[key2];
      }
      return result;
    }
    return this._optionValues;
  }
  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {}
    );
  }
  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    this._outputConfiguration.outputError(
      `${message}
`,
      this._outputConfiguration.writeErr
    );
    if (typeof this._showHelpAfterError === "string") {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr("\n");
      this.outputHelp({ error: true });
    }
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code = config.code || "commander.error";
    this._exit(exitCode, code, message);
  }
  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in process2.env) {
        const optionKey = option.attributeName();
        if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
          this.getOptionValueSource(optionKey)
        )) {
          if (option.required || option.optional) {
            this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
          } else {
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }
  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
    };
    this.options.filter(
      (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
        this.getOptionValue(option.attributeName()),
        option
      )
    ).forEach((option) => {
      Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
        this.setOptionValueWithSource(
          impliedKey,
          option.implied[impliedKey],
          "implied"
        );
      });
    });
  }
  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */
  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: "commander.missingArgument" });
  }
  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */
  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: "commander.optionMissingArgument" });
  }
  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */
  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: "commander.missingMandatoryOptionValue" });
  }
  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    const findBestOptionFromValue = (option2) => {
      const optionKey = option2.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName()
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName()
      );
      if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
        return negativeOption;
      }
      return positiveOption || option2;
    };
    const getErrorMessage = (option2) => {
      const bestOption = findBestOptionFromValue(option2);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === "env") {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };
    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: "commander.conflictingOption" });
  }
  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */
  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = "";
    if (flag.startsWith("--") && this._showSuggestionAfterError) {
      let candidateFlags = [];
      let command = this;
      do {
        const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }
    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: "commander.unknownOption" });
  }
  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */
  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;
    const expected = this.registeredArguments.length;
    const s = expected === 1 ? "" : "s";
    const received = receivedArgs.length;
    const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
    const details = receivedArgs.join(", ");
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${received}: ${details}.`;
    this.error(message, { code: "commander.excessArguments" });
  }
  /**
   * Unknown command.
   *
   * @private
   */
  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = "";
    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp().visibleCommands(this).forEach((command) => {
        candidateNames.push(command.name());
        if (command.alias()) candidateNames.push(command.alias());
      });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }
    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: "commander.unknownCommand" });
  }
  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */
  version(str, flags, description) {
    if (str === void 0) return this._version;
    this._version = str;
    flags = flags || "-V, --version";
    description = description || "output the version number";
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);
    this.on("option:" + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}
`);
      this._exit(0, "commander.version", str);
    });
    return this;
  }
  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === void 0 && argsDescription === void 0)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }
  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === void 0) return this._summary;
    this._summary = str;
    return this;
  }
  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */
  alias(alias) {
    if (alias === void 0) return this._aliases[0];
    let command = this;
    if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
      command = this.commands[this.commands.length - 1];
    }
    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
      );
    }
    command._aliases.push(alias);
    return this;
  }
  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */
  aliases(aliases) {
    if (aliases === void 0) return this._aliases;
    aliases.forEach((alias) => this.alias(alias));
    return this;
  }
  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  usage(str) {
    if (str === void 0) {
      if (this._usage) return this._usage;
      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return [].concat(
        this.options.length || this._helpOption !== null ? "[options]" : [],
        this.commands.length ? "[command]" : [],
        this.registeredArguments.length ? args : []
      ).join(" ");
    }
    this._usage = str;
    return this;
  }
  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  name(str) {
    if (str === void 0) return this._name;
    this._name = str;
    return this;
  }
  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */
  helpGroup(heading) {
    if (heading === void 0) return this._helpGroupHeading ?? "";
    this._helpGroupHeading = heading;
    return this;
  }
  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:');
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === void 0) return this._defaultCommandGroup ?? "";
    this._defaultCommandGroup = heading;
    return this;
  }
  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === void 0) return this._defaultOptionGroup ?? "";
    this._defaultOptionGroup = heading;
    return this;
  }
  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }
  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }
  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or import.meta.filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(import.meta.filename);
   *
   * @param {string} filename
   * @return {Command}
   */
  nameFromFilename(filename) {
    this._name = path.basename(filename, path.extname(filename));
    return this;
  }
  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(import.meta.dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */
  executableDir(path3) {
    if (path3 === void 0) return this._executableDir;
    this._executableDir = path3;
    return this;
  }
  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */
  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }
  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */
  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }
  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */
  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === "function") {
      deprecatedCallback = contextOptions;
      contextOptions = void 0;
    }
    const outputContext = this._getOutputContext(contextOptions);
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this
    };
    this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
    this.emit("beforeHelp", eventContext);
    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
        throw new Error("outputHelp callback must return a string or a Buffer");
      }
    }
    outputContext.write(helpInformation);
    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long);
    }
    this.emit("afterHelp", eventContext);
    this._getCommandAndAncestors().forEach(
      (command) => command.emit("afterAllHelp", eventContext)
    );
  }
  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help', 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */
  helpOption(flags, description) {
    if (typeof flags === "boolean") {
      if (flags) {
        if (this._helpOption === null) this._helpOption = void 0;
        if (this._defaultOptionGroup) {
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null;
      }
      return this;
    }
    this._helpOption = this.createOption(
      flags ?? "-h, --help",
      description ?? "display help for command"
    );
    if (flags || description) this._initOptionGroup(this._helpOption);
    return this;
  }
  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    if (this._helpOption === void 0) {
      this.helpOption(void 0, void 0);
    }
    return this._helpOption;
  }
  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }
  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */
  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(process2.exitCode ?? 0);
    if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
      exitCode = 1;
    }
    this._exit(exitCode, "commander.help", "(outputHelp)");
  }
  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */
  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */
  addHelpText(position, text) {
    const allowedValues = ["beforeAll", "before", "after", "afterAll"];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    const helpEvent = `${position}Help`;
    this.on(helpEvent, (context) => {
      let helpStr;
      if (typeof text === "function") {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      if (helpStr) {
        context.write(`${helpStr}
`);
      }
    });
    return this;
  }
  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */
  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      this._exit(0, "commander.helpDisplayed", "(outputHelp)");
    }
  }
};
function incrementNodeInspectorPort(args) {
  return args.map((arg) => {
    if (!arg.startsWith("--inspect")) {
      return arg;
    }
    let debugOption;
    let debugHost = "127.0.0.1";
    let debugPort = "9229";
    let match;
    if ((match = arg.match(/^(--inspect(-brk|-wait)?)$/)) !== null) {
      debugOption = match[1];
    } else if ((match = arg.match(
      /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+)$/
    )) !== null) {
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        debugPort = match[3];
      } else {
        debugHost = match[3];
      }
    } else if ((match = arg.match(
      /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+):(\d+)$/
    )) !== null) {
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }
    if (debugOption && debugPort !== "0") {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}
function useColor() {
  if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
    return false;
  if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
    return true;
  return void 0;
}

// ../node_modules/commander/index.js
var program = new Command();

// src/config.ts
import fs2 from "node:fs";
import os from "node:os";
import path2 from "node:path";

// ../node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/);
  let codeblock = "";
  let numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    if (!l)
      continue;
    codeblock += i.toString().padEnd(numberLen, " ");
    codeblock += ":  ";
    codeblock += l;
    codeblock += "\n";
    if (i === line) {
      codeblock += " ".repeat(numberLen + column + 2);
      codeblock += "^\n";
    }
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    const [line, column] = getLineColFromPtr(options.toml, options.ptr);
    const codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options);
    this.line = line;
    this.column = column;
    this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// ../node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p++);
  let first = c;
  let isLiteral = c === 39;
  let isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  if (isMultiline) {
    if ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10)
      ctx.p++;
    else if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)
      ctx.p += 2;
  }
  let parsed = "";
  let sliceStart = ctx.p;
  let state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++) {
    c = ctx.s.charCodeAt(ctx.p);
    if (isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)) {
      state = state && 3;
    } else if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in strings", ctx);
    } else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline) {
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
        if (ctx.s.charCodeAt(ctx.p + 3) === first)
          ctx.p++;
      }
      if (!state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      ctx.p += isMultiline ? 3 : 1;
      return parsed;
    } else if (!state) {
      if (!isLiteral && c === 92) {
        parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p);
        state = 1;
      }
    } else if (state === 1) {
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1;
        let value = 0;
        let len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p);
          let digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          if (digit < 0)
            TomlError.x("invalid non-hex character in unicode escape", ctx);
          value = value << 4 | digit;
        }
        if (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) {
          TomlError.x("invalid unicode escape", ctx, errPtr);
        }
        parsed += String.fromCodePoint(value);
        sliceStart = ctx.p--;
        state = 0;
      } else if (isMultiline && (c === 32 || c === 9)) {
        state = 2;
      } else {
        if (c === 98)
          parsed += "\b";
        else if (c === 116)
          parsed += "	";
        else if (c === 110)
          parsed += "\n";
        else if (c === 102)
          parsed += "\f";
        else if (c === 114)
          parsed += "\r";
        else if (c === 101)
          parsed += "\x1B";
        else if (c === 34)
          parsed += '"';
        else if (c === 92)
          parsed += "\\";
        else
          TomlError.x("unrecognised escape sequence", ctx);
        sliceStart = ctx.p + 1;
        state = 0;
      }
    } else if (c !== 32 && c !== 9) {
      if (state === 2)
        TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart);
      state = !isLiteral && c === 92 ? 1 : 0;
      sliceStart = ctx.p;
    }
  }
  TomlError.x("unfinished string", ctx, startPtr);
}

// ../node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i;
var TomlDate = class _TomlDate extends Date {
  #hasDate = false;
  #hasTime = false;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = true;
    let hasTime = true;
    let offset = "Z";
    let c;
    if (typeof date === "string") {
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            if (fasttype === 2) {
              offset = null;
              date += "Z";
            } else if ((c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122) {
              offset = date.slice(date.length - 6);
            }
            if (unsafeDelim)
              date = date.slice(0, 10) + "T" + date.slice(11);
          } else if (fasttype === 4) {
            date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`;
          }
          hasDate = fasttype !== 4;
          hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        if (match) {
          if (!match[1]) {
            hasDate = false;
            date = `0000-01-01T${date}`;
          }
          hasTime = !!match[2];
          hasTime && date[10] === " " && (date = date.replace(" ", "T"));
          if (match[2] && +match[2] > 23) {
            date = "";
          } else {
            offset = match[3] || null;
            if (!offset && hasTime)
              date += "Z";
          }
        } else {
          date = "";
        }
      }
    }
    super(date);
    if (!isNaN(this.getTime())) {
      this.#hasDate = hasDate;
      this.#hasTime = hasTime;
      this.#offset = offset;
    }
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    offset = this.#offset[0] === "-" ? offset : -offset;
    let offsetDate = new Date(this.getTime() - offset * 6e4);
    return offsetDate.toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    date.#offset = offset;
    return date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#offset = null;
    return date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasTime = false;
    date.#offset = null;
    return date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    date.#hasDate = false;
    date.#offset = null;
    return date;
  }
};

// ../node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p;
  let c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    ctx.d++;
    return value;
  }
  if (c === 34 || c === 39) {
    return parseString(ctx);
  }
  if (c === 116) {
    if (ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, true;
  }
  if (c === 102) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101)
      TomlError.x("invalid value", ctx, errPtr);
    return ctx.p++, false;
  }
  if (c === 43 || c === 45) {
    return parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45) {
    return parseDate(ctx, c, end);
  }
  if (ctx.s.charCodeAt(ctx.p + 2) === 58) {
    return parseTime(ctx, c, end);
  }
  return parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr;
  let state = 0;
  let hasUnderscores = false;
  if (c === 105) {
    if (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, (sign || 1) / 0;
  }
  if (c === 110) {
    if (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110)
      TomlError.x("invalid value", ctx, startPtr);
    return ctx.p++, NaN;
  }
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === true ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      else if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      else if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    if (c === 46)
      state = 2;
    else if (c === 101 || c === 69)
      state = 4;
    else
      TomlError.x("illegal leading zero", ctx, startPtr);
  } else if (!isDigit(c))
    TomlError.x("invalid value", ctx, startPtr);
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (!state)
      state = 1;
    if (c === 95) {
      if (!(state & 1))
        TomlError.x("illegal underscore", ctx);
      state += 11;
      hasUnderscores = true;
    } else if (state === 1 && c === 46)
      state = 2;
    else if ((state === 1 || state === 3) && (c === 101 || c === 69))
      state = 4;
    else if (state === 4 && (c === 43 || c === 45)) {
      state = 6;
    } else if (!isDigit(c))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (state > 9)
      state -= 11;
    else if (!(state & 1))
      state++;
  }
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === true ? BigInt(val) : val;
  }
  if (!(state & 1))
    TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  if (hasUnderscores)
    str = str.replaceAll("_", "");
  return state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  while (++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr))) {
    if (c === 95) {
      if (underscore & 1)
        TomlError.x("illegal underscore", ctx);
      underscore = 3;
    } else if (!isDigit(c, base))
      TomlError.x(`illegal character in numeric literal`, ctx);
    else if (underscore & 1)
      underscore--;
  }
  if (underscore & 1)
    TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  if (underscore)
    str = str.replaceAll("_", "");
  return parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== true)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return base === 10 ? BigInt(str) : BigInt((base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++))) {
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  }
  ctx.p += 5;
  if (!isDigit(ctx.s.charCodeAt(ctx.p++)))
    TomlError.x("invalid date-time: date part is malformed", ctx, startPtr);
  if (ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = true, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, false, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58)
    TomlError.x("invalid date-time: time part is malformed", ctx, startPtr);
  if (ctx.s.charCodeAt(ctx.p += 3) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p))) {
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  }
  if (ctx.s.charCodeAt(ctx.p += 4) === 58)
    ctx.p += 3;
  if (ctx.s.charCodeAt(ctx.p) === 46)
    while (isDigit(ctx.s.charCodeAt(++ctx.p)))
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, false, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    if (!date.isValid())
      TomlError.x("invalid date", ctx, errPtr);
    return date;
  }
  try {
    if (temporalSuffix)
      str += temporalSuffix;
    switch (type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// ../node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    if (c < 32 && c !== 9 || c === 127) {
      TomlError.x("control characters are not allowed in comments", ctx);
    }
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  while (ctx.p < ctx.s.length) {
    while (ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)))
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// ../node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr;
  let state = 0;
  let parsed = [];
  let sliceStart;
  let c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end) {
      if (!state)
        TomlError.x("unexpected end of key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      return ctx.p++, parsed;
    } else if (c === 46) {
      if (!state)
        TomlError.x("illegal empty bare key", ctx);
      if (state === 1)
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
      state = 0;
    } else if (!state && (c === 34 || c === 39)) {
      if (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2))
        TomlError.x("illegal quoted key: multiline strings are not allowed", ctx);
      parsed.push(parseString(ctx));
      state = 2;
      ctx.p--;
    } else if (c === 32 || c === 9) {
      if (state === 1) {
        parsed.push(ctx.s.slice(sliceStart, ctx.p));
        state = 2;
      }
    } else if (state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122) {
      TomlError.x("illegal character in key", ctx);
    } else if (!state) {
      state = 1;
      sliceStart = ctx.p;
    }
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++;
  let res = /* @__PURE__ */ Object.create(null);
  let seen = /* @__PURE__ */ new Set();
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 125) {
      ctx.p++;
      return res;
    }
    let k;
    let t = res;
    let hasOwn = false;
    let errPtr = ctx.p;
    let key2 = parseKey(ctx);
    for (let i = 0; i < key2.length; i++) {
      if (i)
        t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      k = key2[i];
      if ((hasOwn = Object.hasOwn(t, k)) && (typeof t[k] !== "object" || seen.has(t[k]))) {
        TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      }
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      if (!hasOwn && unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
      }
    }
    if (hasOwn) {
      TomlError.x("trying to redefine an already defined value", ctx, errPtr);
    }
    skipVoid(ctx, true, true);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) === "object")
      seen.add(value);
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 125) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++;
  let res = [];
  let c;
  while (ctx.p < ctx.s.length) {
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p)) === 93) {
      ctx.p++;
      return res;
    }
    res.push(extractValue(
      ctx,
      93
      /* ] */
    ));
    skipVoid(ctx);
    if ((c = ctx.s.charCodeAt(ctx.p++)) === 93) {
      return res;
    }
    if (c !== 44)
      TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// ../node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key2, table, meta, type) {
  let t = table;
  let m = meta;
  let k;
  let hasOwn = false;
  let state;
  for (let i = 0; i < key2.length; i++) {
    if (i) {
      t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
      m = (state = m[k]).c;
      if (type === 0 && (state.t === 1 || state.t === 2)) {
        return null;
      }
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l];
        m = m[l].c;
      }
    }
    k = key2[i];
    if ((hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d) {
      return null;
    }
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return false;
      if (unsafe) {
        Object.defineProperty(t, k, { enumerable: true, configurable: true, writable: true });
        Object.defineProperty(m, k, { enumerable: true, configurable: true, writable: true });
      }
      m[k] = {
        t: i < key2.length - 1 && type === 2 ? 3 : type,
        d: false,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  state = m[k];
  if (state.t !== type && !(type === 1 && state.t === 3)) {
    return null;
  }
  if (type === 2) {
    if (!state.d) {
      state.d = true;
      t[k] = [];
    }
    t[k].push(t = /* @__PURE__ */ Object.create(null));
    state.c[state.i++] = state = { t: 1, d: false, i: 0, c: /* @__PURE__ */ Object.create(null) };
  }
  if (state.d) {
    return null;
  }
  state.d = true;
  if (type === 1) {
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  } else if (type === 0 && hasOwn) {
    return null;
  }
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  if (peek === null || ctx.uk === 2)
    TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? false,
    ld: options.useLegacyDate ?? true,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  };
  let res = /* @__PURE__ */ Object.create(null);
  let meta = /* @__PURE__ */ Object.create(null);
  let tmp;
  let skipping = false;
  let tbl = res;
  let m = meta;
  if (toml.charCodeAt(0) === 65279)
    ctx.p++;
  skipVoid(ctx);
  while (ctx.p < toml.length) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray;
      skipping = false;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      if (isTableArray) {
        if (toml.charCodeAt(ctx.p) !== 93) {
          TomlError.x("expected end of table array declaration", ctx);
        }
        ctx.p++;
      }
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      if (!p) {
        validateTablePeek(ctx, p, tmp);
        skipping = true;
      } else {
        m = p[2];
        tbl = p[1];
      }
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx);
      let p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      if (!p && !skipping)
        validateTablePeek(ctx, p, tmp);
      skipVoid(ctx, true, true);
      let v = extractValue(ctx, void 0);
      if (p && !skipping)
        p[1][p[0]] = v;
    }
    skipVoid(ctx, true);
    if (ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10)) {
      TomlError.x("each key-value declaration must be followed by an end-of-line", ctx);
    }
    skipVoid(ctx);
  }
  return res;
}

// ../node_modules/smol-toml/dist/stringify.js
var BARE_KEY = /^[a-z0-9-_]+$/i;
var HAS_WELLFORMED = !!"".isWellFormed;
function extendedTypeOf(obj) {
  let type = typeof obj;
  if (type === "object") {
    if (Array.isArray(obj))
      return "array";
    if (typeof obj.getUTCDate === "function" && obj instanceof Date)
      return "date";
    if (globalThis.Temporal) {
      if (obj.until) {
        if (obj instanceof Temporal.ZonedDateTime)
          return "temporal/tz+uc";
        if (obj instanceof Temporal.PlainDateTime || obj instanceof Temporal.PlainDate)
          return "temporal/uc";
        if (obj instanceof Temporal.PlainTime || obj instanceof Temporal.Instant)
          return "temporal";
        if (obj instanceof Temporal.PlainYearMonth)
          return "temporal/x";
      } else if (obj.toPlainDate && obj instanceof Temporal.PlainMonthDay || obj.negated && obj instanceof Temporal.Duration) {
        return "temporal/x";
      }
    }
  }
  return type;
}
function isArrayOfTables(obj) {
  for (let i = 0; i < obj.length; i++) {
    if (extendedTypeOf(obj[i]) !== "object")
      return false;
  }
  return obj.length != 0;
}
function formatWellFormedStringUnchecked(s) {
  return JSON.stringify(s).replaceAll("\x7F", "\\u007f");
}
function formatString(s) {
  return formatWellFormedStringUnchecked(HAS_WELLFORMED ? s.toWellFormed() : s);
}
function formatKey(s) {
  if (BARE_KEY.test(s))
    return s;
  if (HAS_WELLFORMED && !s.isWellFormed())
    throw new RangeError("key contains illegal lone surrogates");
  return formatWellFormedStringUnchecked(s);
}
function stringifyValue(val, type, depth, numberAsFloat, strictTemporal) {
  if (depth === 0) {
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  }
  switch (type) {
    // @ts-expect-error -- intentional fallthrough case
    case "number":
      if (isNaN(val))
        return "nan";
      if (val === Infinity)
        return "inf";
      if (val === -Infinity)
        return "-inf";
      if (Number.isInteger(val) && (numberAsFloat || !Number.isSafeInteger(val)))
        return val.toFixed(1);
    case "bigint":
    case "boolean":
    case "temporal":
      return val.toString();
    case "string":
      return formatString(val);
    case "date":
      if (isNaN(val.getTime()))
        throw new TypeError("cannot serialize invalid date");
      return val.toISOString();
    case "object":
      return stringifyInlineTable(val, depth, numberAsFloat, strictTemporal);
    case "array":
      return stringifyArray(val, depth, numberAsFloat, strictTemporal);
    // @ts-expect-error -- intentional fallthrough case
    case "temporal/tz+uc":
      if (strictTemporal) {
        let tz = val.timeZoneId;
        let tzc = tz.charCodeAt(0);
        if (
          // Classic offset
          tzc !== 43 && tzc !== 45 && // Fast pre-check pass; see below for the actually accepted values
          (tzc !== 85 && tzc !== 71 && tzc !== 90 && tzc !== 69 || // UTC and its aliases; Temporal implementations don't all canonicalise unfortunately
          tz !== "UTC" && tz !== "UCT" && tz !== "Universal" && tz !== "Zulu" && // GMT is a TZ but it's for all intents and purposes equivalent to UTC. Safe to downgrade.
          !tz.startsWith("GMT") && tz !== "Greenwich" && // Etc/* are all safe to downgrade to offset (either UTC, GMT, or offset)
          !tz.startsWith("Etc/"))
        ) {
          throw new TypeError("Temporal objects with an IANA timezone are not allowed in Temporal strict mode");
        }
      }
    case "temporal/uc":
      if (strictTemporal && val.calendarId !== "iso8601")
        throw new TypeError("Temporal objects with a non-default calendar are not allowed in Temporal strict mode");
      return val.toString({
        calendarName: "never",
        timeZoneName: "never"
      });
    case "temporal/x":
      throw new TypeError("Unsupported " + val[Symbol.toStringTag]);
  }
}
function stringifyInlineTable(obj, depth, numberAsFloat, strictTemporal) {
  let keys = Object.keys(obj);
  if (keys.length === 0)
    return "{}";
  let res = "{ ";
  for (let i = 0; i < keys.length; i++) {
    let k = keys[i];
    if (i)
      res += ", ";
    res += formatKey(k) + " = " + stringifyValue(obj[k], extendedTypeOf(obj[k]), depth - 1, numberAsFloat, strictTemporal);
  }
  return res + " }";
}
function stringifyArray(array, depth, numberAsFloat, strictTemporal) {
  if (array.length === 0)
    return "[]";
  let res = "[ ";
  for (let i = 0; i < array.length; i++) {
    if (i)
      res += ", ";
    if (array[i] === null || array[i] === void 0) {
      throw new TypeError("arrays cannot contain null or undefined values");
    }
    res += stringifyValue(array[i], extendedTypeOf(array[i]), depth - 1, numberAsFloat, strictTemporal);
  }
  return res + " ]";
}
function stringifyArrayTable(array, key2, depth, numberAsFloat, strictTemporal) {
  if (depth === 0) {
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  }
  let res = "";
  for (let i = 0; i < array.length; i++) {
    res += `${res && "\n"}[[${key2}]]
`;
    res += stringifyTable(0, array[i], key2, depth, numberAsFloat, strictTemporal);
  }
  return res;
}
function stringifyTable(tableKey, obj, prefix, depth, numberAsFloat, strictTemporal) {
  if (depth === 0) {
    throw new Error("Could not stringify the object: maximum object depth exceeded");
  }
  let preamble = "";
  let tables = "";
  let keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    let k = keys[i];
    if (obj[k] !== null && obj[k] !== void 0) {
      let type = extendedTypeOf(obj[k]);
      if (type === "symbol" || type === "function") {
        throw new TypeError(`cannot serialize values of type '${type}'`);
      }
      let key2 = formatKey(k);
      if (type === "array" && isArrayOfTables(obj[k])) {
        tables += (tables && "\n") + stringifyArrayTable(obj[k], prefix ? `${prefix}.${key2}` : key2, depth - 1, numberAsFloat, strictTemporal);
      } else if (type === "object") {
        let tblKey = prefix ? `${prefix}.${key2}` : key2;
        tables += (tables && "\n") + stringifyTable(tblKey, obj[k], tblKey, depth - 1, numberAsFloat, strictTemporal);
      } else {
        preamble += key2;
        preamble += " = ";
        preamble += stringifyValue(obj[k], type, depth, numberAsFloat, strictTemporal);
        preamble += "\n";
      }
    }
  }
  if (tableKey && (preamble || !tables))
    preamble = preamble ? `[${tableKey}]
${preamble}` : `[${tableKey}]`;
  return preamble && tables ? `${preamble}
${tables}` : preamble || tables;
}
function stringify(obj, { maxDepth = 1e3, numbersAsFloat = false, strictTemporal = false } = {}) {
  if (extendedTypeOf(obj) !== "object") {
    throw new TypeError("stringify can only be called with an object");
  }
  let str = stringifyTable(0, obj, "", maxDepth, numbersAsFloat, strictTemporal);
  if (str[str.length - 1] !== "\n")
    return str + "\n";
  return str;
}

// ../sdk/src/errors.ts
var SkillsConnectError = class extends Error {
  name = "SkillsConnectError";
  /**
   * True when a write gave up after a failure that may have come after the server ran it (no answer, a timeout or
   * a 5xx) and no further retry was safe (the 60 s idempotency replay window would be passed). Check the
   * resource's state before trying again.
   */
  maybeExecuted = false;
};
var APIError = class _APIError extends SkillsConnectError {
  name = "APIError";
  status;
  headers;
  /** The envelope's `error` object (null when the body was not an envelope). */
  error;
  code;
  type;
  param;
  /** X-Correlation-Id of the failed response (or the body's correlation_id): quote it to support. */
  correlationId;
  /** The raw response body text. */
  body;
  constructor(status, headers, body, parsed) {
    const env2 = envelopeOf(parsed);
    super(env2 ? `${status} ${env2.code}: ${env2.message}` : `${status} ${body.slice(0, 200) || "status code (no body)"}`);
    this.status = status;
    this.headers = headers;
    this.body = body;
    this.error = env2;
    this.code = env2?.code ?? null;
    this.type = env2?.type ?? null;
    this.param = env2?.param ?? null;
    const fromBody = parsed && typeof parsed === "object" ? parsed.correlation_id : void 0;
    this.correlationId = headers.get("x-correlation-id") ?? (typeof fromBody === "string" ? fromBody : null);
  }
  static generate(status, headers, body, parsed) {
    const code = envelopeOf(parsed)?.code ?? "";
    if (status === 429 || status === 403 && code.startsWith("RATE_LIMIT."))
      return new RateLimitError(status, headers, body, parsed);
    if (status === 400) return new BadRequestError(status, headers, body, parsed);
    if (status === 401) return new AuthenticationError(status, headers, body, parsed);
    if (status === 403) return new PermissionDeniedError(status, headers, body, parsed);
    if (status === 404) return new NotFoundError(status, headers, body, parsed);
    if (status === 409) return new ConflictError(status, headers, body, parsed);
    if (status === 412) return new PreconditionFailedError(status, headers, body, parsed);
    if (status === 422) return new UnprocessableEntityError(status, headers, body, parsed);
    if (status === 501) return new NotImplementedError(status, headers, body, parsed);
    if (status >= 500) return new InternalServerError(status, headers, body, parsed);
    return new _APIError(status, headers, body, parsed);
  }
};
var BadRequestError = class extends APIError {
  name = "BadRequestError";
};
var AuthenticationError = class extends APIError {
  name = "AuthenticationError";
};
var PermissionDeniedError = class extends APIError {
  name = "PermissionDeniedError";
};
var NotFoundError = class extends APIError {
  name = "NotFoundError";
};
var ConflictError = class extends APIError {
  name = "ConflictError";
};
var PreconditionFailedError = class extends APIError {
  name = "PreconditionFailedError";
};
var UnprocessableEntityError = class extends APIError {
  name = "UnprocessableEntityError";
  get details() {
    return this.error?.details;
  }
};
var RateLimitError = class extends APIError {
  name = "RateLimitError";
  /** 'user' or 'org' for the request budget; null for other throttles (429). */
  get scope() {
    return this.code === "RATE_LIMIT.USER" ? "user" : this.code === "RATE_LIMIT.ORG" ? "org" : null;
  }
  /** Seconds the server asked to wait (Retry-After or retry_after_seconds, the larger). */
  get retryAfter() {
    const h = Number(this.headers.get("retry-after"));
    const b = this.error?.retry_after_seconds;
    const vals = [
      Number.isFinite(h) && this.headers.has("retry-after") ? h : null,
      typeof b === "number" ? b : null
    ].filter((x) => x !== null);
    return vals.length ? Math.max(...vals) : null;
  }
};
var NotImplementedError = class extends APIError {
  name = "NotImplementedError";
};
var InternalServerError = class extends APIError {
  name = "InternalServerError";
};
var APIConnectionError = class extends SkillsConnectError {
  name = "APIConnectionError";
  constructor(message = "Connection error.", options) {
    super(message, options);
  }
};
var APITimeoutError = class extends APIConnectionError {
  name = "APITimeoutError";
  constructor(message = "Request timed out.") {
    super(message);
  }
};
var APIUserAbortError = class extends SkillsConnectError {
  name = "APIUserAbortError";
  constructor(message = "Request was aborted.") {
    super(message);
  }
};
var WebhookVerificationError = class extends SkillsConnectError {
  name = "WebhookVerificationError";
  /** missing_header, invalid_timestamp, timestamp_out_of_tolerance, no_signature, signature_mismatch, invalid_body */
  code;
  constructor(code, message) {
    super(message);
    this.code = code;
  }
};
function envelopeOf(parsed) {
  if (!parsed || typeof parsed !== "object") return null;
  const e = parsed.error;
  if (!e || typeof e !== "object") return null;
  const env2 = e;
  return typeof env2.code === "string" && typeof env2.message === "string" ? env2 : null;
}

// ../sdk/src/retry.ts
var REPLAY_WINDOW_MS = 6e4;
var REPLAY_MARGIN_MS = 5e3;
var INITIAL_BACKOFF_MS = 500;
var MAX_BACKOFF_MS = 8e3;
var DEFAULT_RETRY_POLICY = { maxRetries: 2, maxRetryAfterSeconds: 60 };
var WRITE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function isWrite(method) {
  return WRITE_METHODS.has(method.toUpperCase());
}
function errorCode(body) {
  if (!body || typeof body !== "object") return null;
  const e = body.error;
  if (!e || typeof e !== "object") return null;
  const code = e.code;
  return typeof code === "string" ? code : null;
}
function isRateLimited(status, body) {
  if (status === 429) return true;
  return status === 403 && (errorCode(body)?.startsWith("RATE_LIMIT.") ?? false);
}
function retryAfterSeconds(headers, body, nowMs = Date.now()) {
  let best = null;
  const h = headers?.["retry-after"]?.trim();
  if (h) {
    if (/^\d+(\.\d+)?$/.test(h)) best = Number(h);
    else {
      const at = Date.parse(h);
      if (!Number.isNaN(at)) best = Math.max(0, (at - nowMs) / 1e3);
    }
  }
  const e = body && typeof body === "object" ? body.error : void 0;
  const b = e?.retry_after_seconds;
  if (typeof b === "number" && Number.isFinite(b) && b >= 0) best = best === null ? b : Math.max(best, b);
  return best;
}
function backoffRange(retriesDone) {
  const base = Math.min(INITIAL_BACKOFF_MS * 2 ** retriesDone, MAX_BACKOFF_MS);
  return [Math.round(base * 0.75), base];
}
function decideRetry(a, policy = DEFAULT_RETRY_POLICY) {
  const headers = a.headers ?? {};
  const rateLimited = isRateLimited(a.status, a.body);
  const maybeExecuted = isWrite(a.method) && !rateLimited && (a.status === null || a.status === 408 || a.status >= 500 && a.status !== 501);
  const no = (reason2, extra = {}) => ({
    retry: false,
    reason: reason2,
    ...maybeExecuted ? { maybeExecuted: true } : {},
    ...extra
  });
  const should = headers["x-should-retry"]?.trim().toLowerCase();
  let reason;
  if (should === "false") return no("x_should_retry_false");
  if (a.status === null) reason = a.error === "timeout" ? "timeout" : "connection_error";
  else if (rateLimited) reason = "rate_limited";
  else if (a.status === 408) reason = "request_timeout";
  else if (a.status >= 500 && a.status !== 501) reason = "server_error";
  else if (should === "true") reason = "x_should_retry_true";
  else return no("not_retryable_status");
  const after = retryAfterSeconds(headers, a.body);
  const afterField = after === null ? {} : { retryAfterSeconds: after };
  if (a.retriesDone >= policy.maxRetries) return no("max_retries", afterField);
  if (after !== null && after > policy.maxRetryAfterSeconds) return no("retry_after_too_long", afterField);
  const [bmin, bmax] = backoffRange(a.retriesDone);
  const floor = after === null ? 0 : Math.ceil(after * 1e3);
  const delayMs = [Math.max(floor, bmin), Math.max(floor, bmax)];
  if (maybeExecuted && a.elapsedMs + delayMs[1] > REPLAY_WINDOW_MS - REPLAY_MARGIN_MS)
    return no("replay_window", afterField);
  return { retry: true, reason, delayMs, ...afterField };
}

// ../sdk/src/generated/meta.ts
var SERVICE_VERSION = "2026-04-24";

// ../sdk/src/core.ts
var SDK_VERSION = "0.1.0";
function env(name) {
  const proc = globalThis.process;
  return proc?.env?.[name];
}
function headersToRecord(h) {
  const out2 = {};
  h.forEach((v, k) => {
    out2[k.toLowerCase()] = v;
  });
  return out2;
}
function parseJson(text) {
  if (!text) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function sleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) {
      reject(new APIUserAbortError());
      return;
    }
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new APIUserAbortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
var pick = ([min, max]) => min + Math.random() * (max - min);
var Core = class {
  apiKey;
  baseUrl;
  maxRetries;
  timeout;
  maxRetryAfterSeconds;
  serviceVersion;
  #fetch;
  #defaultHeaders;
  constructor(o = {}) {
    const apiKey = o.apiKey ?? env("SKILLS_CONNECT_API_KEY");
    if (!apiKey) throw new SkillsConnectError("No API key: pass { apiKey } or set SKILLS_CONNECT_API_KEY.");
    const baseUrl = o.baseUrl ?? env("SKILLS_CONNECT_BASE_URL");
    if (!baseUrl) throw new SkillsConnectError("No base URL: pass { baseUrl } or set SKILLS_CONNECT_BASE_URL.");
    this.apiKey = apiKey;
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.maxRetries = o.maxRetries ?? 2;
    this.timeout = o.timeout ?? 6e4;
    this.maxRetryAfterSeconds = o.maxRetryAfterSeconds ?? 60;
    this.serviceVersion = o.serviceVersion ?? SERVICE_VERSION;
    this.#fetch = o.fetch ?? ((input, init) => fetch(input, init));
    this.#defaultHeaders = { ...o.defaultHeaders };
  }
  url(path3, query) {
    const u = new URL(this.baseUrl + path3);
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== void 0 && v !== null) u.searchParams.set(k, String(v));
    return u.toString();
  }
  /** One logical request: attempts, waits and errors as the retry policy says. */
  async request(spec, opts = {}) {
    const method = spec.method.toUpperCase();
    const policy = {
      maxRetries: opts.maxRetries ?? this.maxRetries,
      maxRetryAfterSeconds: this.maxRetryAfterSeconds
    };
    const timeout = opts.timeout ?? this.timeout;
    const headers = {
      accept: "application/json",
      "user-agent": `skills-connect-ts/${SDK_VERSION}`,
      ...this.#defaultHeaders,
      authorization: `Bearer ${this.apiKey}`,
      "service-version": this.serviceVersion,
      ...spec.headers,
      ...opts.headers
    };
    if (isWrite(method)) headers["idempotency-key"] = opts.idempotencyKey ?? `sdk-ts-${crypto.randomUUID()}`;
    if (opts.ifMatch !== void 0) headers["if-match"] = String(opts.ifMatch);
    let json;
    if (spec.body !== void 0 && !spec.form) {
      json = JSON.stringify(spec.body);
      headers["content-type"] = "application/json";
    }
    const url = this.url(spec.path, spec.query);
    const started = Date.now();
    for (let retriesDone = 0; ; retriesDone++) {
      if (opts.signal?.aborted) throw new APIUserAbortError();
      const ctl = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        ctl.abort();
      }, timeout);
      const onAbort = () => ctl.abort();
      opts.signal?.addEventListener("abort", onAbort, { once: true });
      const done = () => {
        clearTimeout(timer);
        opts.signal?.removeEventListener("abort", onAbort);
      };
      let response;
      let text;
      try {
        const body = spec.form ? spec.form() : json;
        response = await this.#fetch(url, {
          method,
          headers: { ...headers },
          ...body !== void 0 ? { body } : {},
          signal: ctl.signal
        });
        if (spec.stream && response.ok) {
          clearTimeout(timer);
          return {
            data: void 0,
            response: withAbort(response, ctl, () => opts.signal?.removeEventListener("abort", onAbort))
          };
        }
        text = await response.text();
      } catch (err) {
        done();
        if (opts.signal?.aborted) throw new APIUserAbortError();
        const kind = timedOut ? "timeout" : "connection";
        const d2 = decideRetry(
          { method, status: null, error: kind, retriesDone, elapsedMs: Date.now() - started },
          policy
        );
        if (d2.retry) {
          await sleep(pick(d2.delayMs), opts.signal);
          continue;
        }
        const e = timedOut ? new APITimeoutError(`Request timed out after ${timeout} ms.`) : new APIConnectionError(`Connection error: ${err.message}`, { cause: err });
        throw markMaybeExecuted(e, d2.maybeExecuted, d2.reason);
      }
      done();
      const parsed = parseJson(text);
      if (response.ok) return { data: response.status === 204 ? void 0 : parsed, response };
      const d = decideRetry(
        {
          method,
          status: response.status,
          headers: headersToRecord(response.headers),
          body: parsed,
          retriesDone,
          elapsedMs: Date.now() - started
        },
        policy
      );
      if (d.retry) {
        await sleep(pick(d.delayMs), opts.signal);
        continue;
      }
      throw markMaybeExecuted(
        APIError.generate(response.status, response.headers, text, parsed),
        d.maybeExecuted,
        d.reason
      );
    }
  }
};
function markMaybeExecuted(e, maybe, reason) {
  if (!maybe) return e;
  e.maybeExecuted = true;
  e.message += reason === "replay_window" ? " The write may have executed; no retry was made because it would fall outside the 60 s idempotency replay window." : " The write may have executed.";
  return e;
}
function withAbort(r, ctl, cleanup) {
  return Object.assign(r, {
    abort: () => {
      cleanup();
      ctl.abort();
    }
  });
}
var APIPromise = class {
  #raw;
  constructor(raw) {
    this.#raw = raw;
  }
  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a thenable on purpose (await gives the data)
  then(onfulfilled, onrejected) {
    return this.#raw.then((r) => r.data).then(onfulfilled, onrejected);
  }
  catch(onrejected) {
    return this.then(void 0, onrejected);
  }
  finally(f) {
    return this.then((v) => v).finally(f);
  }
  /** The data and the response (status, headers; its body already read), plus the facts most callers want. */
  async withResponse() {
    const { data, response } = await this.#raw;
    const h = response.headers;
    const num2 = (n) => h.has(n) ? Number(h.get(n)) : null;
    const bodyId = data && typeof data === "object" ? data.correlation_id : void 0;
    return {
      data,
      response,
      correlationId: h.get("x-correlation-id") ?? (typeof bodyId === "string" ? bodyId : null),
      replayed: h.get("x-idempotent-replayed") === "true",
      rateLimit: {
        limit: num2("x-ratelimit-limit"),
        remaining: num2("x-ratelimit-remaining"),
        reset: num2("x-ratelimit-reset")
      }
    };
  }
  async asResponse() {
    return (await this.#raw).response;
  }
};

// ../sdk/src/pagination.ts
function nextOffset(offset, received, hasMore) {
  return hasMore && received > 0 ? offset + received : null;
}
function nextAfterSeq(afterSeq, received, hasMore, next) {
  return hasMore && received > 0 && typeof next === "number" && next > afterSeq ? next : null;
}
var Page = class {
  data;
  has_more;
  /** The offset this page was read at (offset lists), or its `after_seq` (sequence lists). */
  offset;
  /** The whole response body (lists may carry more than the items, e.g. `pending` turns). */
  body;
  #next;
  #fetchPage;
  constructor(body, data, offset, next, fetchPage) {
    this.body = body;
    this.data = data;
    this.has_more = body.has_more === true;
    this.offset = offset;
    this.#next = next;
    this.#fetchPage = fetchPage;
  }
  hasNextPage() {
    return this.#next !== null;
  }
  async getNextPage() {
    if (this.#next === null) throw new Error("No next page: check hasNextPage() first.");
    return this.#fetchPage(this.#next);
  }
  async *iterPages() {
    let page = this;
    yield page;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield page;
    }
  }
  async *[Symbol.asyncIterator]() {
    for await (const p of this.iterPages()) yield* p.data;
  }
};
var PagePromise = class extends APIPromise {
  async *[Symbol.asyncIterator]() {
    const first = await this;
    yield* first;
  }
};
function listPages(core, path3, itemsKey, params = {}, opts) {
  const { offset: start = 0, ...rest } = params;
  const load = async (offset) => {
    const r = await core.request(
      { method: "GET", path: path3, query: { ...rest, offset } },
      opts
    );
    return {
      data: offsetPage(r.data ?? {}, itemsKey, offset, async (o) => (await load(o)).data),
      response: r.response
    };
  };
  return new PagePromise(load(start));
}
function offsetPage(body, itemsKey, offset, fetchPage) {
  const data = body[itemsKey] ?? [];
  return new Page(body, data, offset, nextOffset(offset, data.length, body.has_more === true), fetchPage);
}
function seqPage(body, itemsKey, afterSeq, fetchPage) {
  const data = body[itemsKey] ?? [];
  return new Page(
    body,
    data,
    afterSeq,
    nextAfterSeq(afterSeq, data.length, body.has_more === true, body.next_after_seq),
    fetchPage
  );
}
function pagesOf(start, load, toPage) {
  const loadPage = async (cursor) => {
    const r = await load(cursor);
    return { data: toPage(r.data ?? {}, cursor, async (c) => (await loadPage(c)).data), response: r.response };
  };
  return new PagePromise(loadPage(start));
}

// ../sdk/src/sse.ts
var SSEDecoder = class {
  #buf = "";
  #data = [];
  #event = "";
  #id = null;
  #retry = null;
  #lastWasCR = false;
  /** Feed decoded text; returns the events completed by it. */
  push(chunk) {
    let text = chunk;
    if (this.#lastWasCR && text.startsWith("\n")) text = text.slice(1);
    this.#lastWasCR = text.endsWith("\r");
    this.#buf += text;
    const out2 = [];
    const lines = this.#buf.split(/\r\n|\r|\n/);
    this.#buf = lines.pop() ?? "";
    for (const line of lines) {
      const ev = this.#line(line);
      if (ev) out2.push(ev);
    }
    return out2;
  }
  /** End of stream: an unterminated event is dropped, as the standard says. */
  end() {
    this.#buf = "";
    this.#data = [];
    this.#event = "";
    return [];
  }
  #line(line) {
    if (line === "") {
      if (this.#data.length === 0) {
        this.#event = "";
        return null;
      }
      const ev = {
        event: this.#event || "message",
        data: this.#data.join("\n"),
        id: this.#id,
        retry: this.#retry
      };
      this.#data = [];
      this.#event = "";
      return ev;
    }
    if (line.startsWith(":")) return null;
    const i = line.indexOf(":");
    const field = i === -1 ? line : line.slice(0, i);
    let value = i === -1 ? "" : line.slice(i + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.#data.push(value);
    else if (field === "event") this.#event = value;
    else if (field === "id" && !value.includes("\0")) this.#id = value;
    else if (field === "retry" && /^\d+$/.test(value)) this.#retry = Number(value);
    return null;
  }
};
async function* sseEvents(response, abort) {
  if (!response.body) return;
  const decoder = new SSEDecoder();
  const text = new TextDecoder();
  const reader = response.body.getReader();
  let finished = false;
  try {
    for (; ; ) {
      const { value, done } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      for (const ev of decoder.push(text.decode(value, { stream: true }))) yield ev;
    }
    decoder.end();
  } finally {
    if (!finished) abort();
    reader.releaseLock();
  }
}
var StreamError = class extends SkillsConnectError {
  name = "StreamError";
  error;
  code;
  constructor(env2) {
    super(`${env2.code}: ${env2.message}`);
    this.error = env2;
    this.code = env2.code;
  }
};

// ../sdk/src/api.ts
var seg = (s) => encodeURIComponent(s);
function get(core, path3, opts, query) {
  return new APIPromise(core.request({ method: "GET", path: path3, ...query ? { query } : {} }, opts));
}
function send(core, method, path3, body, opts) {
  return new APIPromise(core.request({ method, path: path3, ...body !== void 0 ? { body } : {} }, opts));
}
function invokeRaw(core, name, input, opts) {
  return core.request({ method: "POST", path: `/api/v1/skills/${seg(name)}/invoke`, body: input }, opts);
}
function invokeOutput(core, name, input, opts) {
  return new APIPromise(
    invokeRaw(core, name, input, opts).then((r) => ({
      data: r.data.output,
      response: r.response
    }))
  );
}

// ../sdk/src/resources.ts
var Skills = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  /** Runs a skill; input and result are typed per skill name. */
  invoke(name, input, opts) {
    return send(this.#core, "POST", `/api/v1/skills/${seg(name)}/invoke`, input, opts);
  }
  /** A skill this SDK version does not know yet (by name or slug); the result is untyped. */
  invokeRaw(name, input, opts) {
    return send(this.#core, "POST", `/api/v1/skills/${seg(name)}/invoke`, input, opts);
  }
  /** The catalogue (never throttled). */
  list(params = {}, opts) {
    return listPages(this.#core, "/api/v1/skills", "skills", params, opts);
  }
  /**
   * A streaming skill's events (`progress`, `delta`, then `result`); an `error` event is thrown as a StreamError.
   * Leaving the loop early aborts the request.
   */
  async *stream(name, input, opts) {
    const { response } = await this.#core.request(
      {
        method: "POST",
        path: `/api/v1/skills/${seg(name)}/invoke`,
        body: input,
        stream: true,
        headers: { accept: "text/event-stream" }
      },
      opts
    );
    const abort = response.abort ?? (() => {
    });
    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      yield { event: "result", data: await response.json(), id: null };
      return;
    }
    for await (const ev of sseEvents(response, abort)) yield parseSkillEvent(ev);
  }
};
function parseSkillEvent(ev) {
  let data = ev.data;
  try {
    data = JSON.parse(ev.data);
  } catch {
  }
  if (ev.event === "error") {
    const env2 = data?.error;
    throw new StreamError(env2 ?? { type: "api_error", code: "stream_error", message: String(ev.data) });
  }
  return { event: ev.event, data, id: ev.id };
}
var ConnectKeys = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  create(body, opts) {
    return send(this.#core, "POST", "/api/v1/connect-keys", body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, "/api/v1/connect-keys", "data", params, opts);
  }
  retrieve(keyId, opts) {
    return get(this.#core, `/api/v1/connect-keys/${seg(keyId)}`, opts);
  }
  update(keyId, body, opts) {
    return send(this.#core, "PATCH", `/api/v1/connect-keys/${seg(keyId)}`, body, opts);
  }
  delete(keyId, opts) {
    return send(this.#core, "DELETE", `/api/v1/connect-keys/${seg(keyId)}`, void 0, opts);
  }
  rotate(keyId, body = {}, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/connect-keys/${seg(keyId)}/rotate`,
      body,
      opts
    );
  }
  flushCache(keyId, opts) {
    return send(this.#core, "POST", `/api/v1/connect-keys/${seg(keyId)}/flush-cache`, void 0, opts);
  }
  /** The organization's workspaces (for a key's `workspace_id`). */
  workspaces(params = {}, opts) {
    return listPages(this.#core, "/api/v1/connect-keys/_helpers/workspaces", "data", params, opts);
  }
  permissionCatalog(opts) {
    return get(this.#core, "/api/v1/connect-keys/_helpers/permission-catalog", opts);
  }
};
var WebhookDeliveries = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  list(endpointId, params = {}, opts) {
    return listPages(this.#core, `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries`, "data", params, opts);
  }
  redeliver(endpointId, deliveryId, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}/redeliver`,
      void 0,
      opts
    );
  }
  /** A delivery with its recorded attempts (code, duration, the start of the receiver's answer), newest first. */
  retrieve(endpointId, deliveryId, opts) {
    return get(
      this.#core,
      `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}`,
      opts
    );
  }
};
var WebhookEndpoints = class {
  #core;
  deliveries;
  constructor(core) {
    this.#core = core;
    this.deliveries = new WebhookDeliveries(core);
  }
  create(body, opts) {
    return send(this.#core, "POST", "/api/v1/webhooks/endpoints", body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, "/api/v1/webhooks/endpoints", "data", params, opts);
  }
  retrieve(id, opts) {
    return get(this.#core, `/api/v1/webhooks/endpoints/${seg(id)}`, opts);
  }
  update(id, body, opts) {
    return send(
      this.#core,
      "PATCH",
      `/api/v1/webhooks/endpoints/${seg(id)}`,
      body,
      opts
    );
  }
  delete(id, opts) {
    return send(this.#core, "DELETE", `/api/v1/webhooks/endpoints/${seg(id)}`, void 0, opts);
  }
  rotateSecret(id, body = {}, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/webhooks/endpoints/${seg(id)}/rotate-secret`,
      body,
      opts
    );
  }
  /** Queues one `webhook.test` delivery to this endpoint only (follow it in `deliveries`). */
  sendTestEvent(id, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/webhooks/endpoints/${seg(id)}/test`,
      void 0,
      opts
    );
  }
};
var Webhooks = class {
  endpoints;
  #core;
  constructor(core) {
    this.#core = core;
    this.endpoints = new WebhookEndpoints(core);
  }
  eventTypes(opts) {
    return get(this.#core, "/v1/webhooks/event-types", opts);
  }
};
var Clients = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  create(body, opts) {
    return send(this.#core, "POST", "/api/v1/clients", body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, "/api/v1/clients", "data", params, opts);
  }
  retrieve(id, opts) {
    return get(this.#core, `/api/v1/clients/${seg(id)}`, opts);
  }
  update(id, body, opts) {
    return send(this.#core, "PATCH", `/api/v1/clients/${seg(id)}`, body, opts);
  }
  /** The client's journal entries with their lines (the ids a reconciliation names), a page at a time. */
  journalEntries(id, params = {}, opts) {
    return listPages(this.#core, `/api/v1/clients/${seg(id)}/journal-entries`, "data", params, opts);
  }
  journalEntry(id, entryId, opts) {
    return get(
      this.#core,
      `/api/v1/clients/${seg(id)}/journal-entries/${seg(entryId)}`,
      opts
    );
  }
  /** The client's bank statement lines, a page at a time. */
  statementLines(id, params = {}, opts) {
    return listPages(this.#core, `/api/v1/clients/${seg(id)}/statement-lines`, "data", params, opts);
  }
};
var Workspaces = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  create(body, opts) {
    return send(this.#core, "POST", "/api/v1/workspaces", body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, "/api/v1/workspaces", "data", params, opts);
  }
  retrieve(id, opts) {
    return get(this.#core, `/api/v1/workspaces/${seg(id)}`, opts);
  }
  update(id, body, opts) {
    return send(this.#core, "PATCH", `/api/v1/workspaces/${seg(id)}`, body, opts);
  }
  archive(id, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/workspaces/${seg(id)}/archive`,
      void 0,
      opts
    );
  }
  restore(id, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/workspaces/${seg(id)}/restore`,
      void 0,
      opts
    );
  }
};
var Connections = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  /** The organization's OAuth connections (MCP clients authorised by its people). */
  list(params = {}, opts) {
    return listPages(this.#core, "/api/v1/connections", "data", params, opts);
  }
  /** Revokes a connection's tokens (204; idempotent). */
  revoke(connectionId, opts) {
    return send(this.#core, "DELETE", `/api/v1/connections/${seg(connectionId)}`, void 0, opts);
  }
};
async function toBlob(file, type) {
  if (file instanceof Blob) return type && type !== file.type ? file.slice(0, file.size, type) : file;
  const opts = type ? { type } : {};
  if (file instanceof ArrayBuffer || ArrayBuffer.isView(file)) return new Blob([file], opts);
  if (file instanceof ReadableStream) return new Blob([await new Response(file).arrayBuffer()], opts);
  const parts = [];
  for await (const chunk of file) parts.push(chunk);
  return new Blob(parts, opts);
}
var Files = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  /**
   * Uploads a file (multipart/form-data, one part `file`) and answers its record (201). The bytes are held as a
   * Blob so that a retry sends them again under the same Idempotency-Key (the server compares the body's SHA-256 on
   * a replay); a stream is read to its end first. Over FILE_LIMIT_BYTES the server answers 413.
   */
  create(file, params = {}, opts) {
    const filename = params.filename ?? (typeof File !== "undefined" && file instanceof File && file.name ? file.name : "file");
    return new APIPromise(
      (async () => {
        const blob = await toBlob(file, params.contentType);
        return this.#core.request(
          {
            method: "POST",
            path: "/api/v1/files",
            form: () => {
              const f = new FormData();
              f.append("file", blob, filename);
              return f;
            }
          },
          opts
        );
      })()
    );
  }
  /** Uploads the file at a path (Node, Deno, Bun: read through fs.openAsBlob, not into memory at once). */
  upload(path3, params = {}, opts) {
    return new APIPromise(
      (async () => {
        const fsName = "node:fs";
        const fs5 = await import(fsName);
        const blob = await fs5.openAsBlob(path3, params.contentType ? { type: params.contentType } : {});
        const filename = params.filename ?? path3.split(/[\\/]/).pop() ?? "file";
        return this.create(blob, { ...params, filename }, opts).withResponse();
      })()
    );
  }
  retrieve(id, opts) {
    return get(this.#core, `/api/v1/files/${seg(id)}`, opts);
  }
  /** The file's bytes: the Response, its body unread (`await (await client.files.content(id)).arrayBuffer()`). */
  content(id, opts) {
    return new APIPromise(
      this.#core.request(
        { method: "GET", path: `/api/v1/files/${seg(id)}/content`, stream: true, headers: { accept: "*/*" } },
        opts
      ).then((r) => ({ data: r.response, response: r.response }))
    );
  }
};
var ModelUsage = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  /** Model calls and tokens summed for the organization, or one topic (`topic_id`), optionally `since` a time. */
  retrieve(params = {}, opts) {
    return get(this.#core, "/api/v1/model-usage", opts, params);
  }
};

// ../sdk/src/topics.ts
var TopicMembers = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  list(topicId, opts) {
    return invokeOutput(this.#core, "topic.members", { topic_id: topicId }, opts);
  }
  /** Adds a member, or changes a member's role (owners only; `change`: added, updated, unchanged). */
  add(input, opts) {
    return invokeOutput(this.#core, "topic.add-member", input, opts);
  }
  /** Removes a member (owners; anyone may remove themselves). */
  remove(input, opts) {
    return invokeOutput(this.#core, "topic.remove-member", input, opts);
  }
};
var TopicArtifacts = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  list(topicId, params = {}, opts) {
    return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/artifacts`, "data", params, opts);
  }
  /** Links an uploaded file (`artifact_id`: a file id) with a metadata object; 409 `artifact_already_linked` once linked. */
  link(topicId, body, opts) {
    return send(
      this.#core,
      "POST",
      `/api/v1/topics/${seg(topicId)}/artifacts`,
      body,
      opts
    );
  }
};
var TopicConversations = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  list(topicId, params = {}, opts) {
    return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/conversations`, "data", params, opts);
  }
  retrieve(topicId, conversationId, opts) {
    return get(
      this.#core,
      `/api/v1/topics/${seg(topicId)}/conversations/${seg(conversationId)}`,
      opts
    );
  }
  /** A conversation's messages by `seq` after `after_seq`; `for await` walks on with `next_after_seq`. */
  messages(topicId, conversationId, params = {}, opts) {
    const { after_seq: start = 0, ...rest } = params;
    const path3 = `/api/v1/topics/${seg(topicId)}/conversations/${seg(conversationId)}/messages`;
    return pagesOf(
      start,
      (after_seq) => this.#core.request({ method: "GET", path: path3, query: { ...rest, after_seq } }, opts),
      (body, cursor, next) => seqPage(body, "messages", cursor, next)
    );
  }
  /** Links a conversation to the topic (again in the same topic: `created: false`; in another: 409). */
  link(input, opts) {
    return invokeOutput(this.#core, "topic.link-conversation", input, opts);
  }
};
var Topics = class {
  #core;
  #skills;
  members;
  artifacts;
  conversations;
  constructor(core, skills) {
    this.#core = core;
    this.#skills = skills;
    this.members = new TopicMembers(core);
    this.artifacts = new TopicArtifacts(core);
    this.conversations = new TopicConversations(core);
  }
  /** The topics the caller may see; `for await` walks every page. */
  list(params = {}, opts) {
    const { offset: start = 0, ...rest } = params;
    return pagesOf(
      start,
      (offset) => outputOf(invokeRaw(this.#core, "topic.list", { ...rest, offset }, opts)),
      (body, cursor, next) => offsetPage(body, "topics", cursor, next)
    );
  }
  create(input, opts) {
    return invokeOutput(this.#core, "topic.create", input, opts);
  }
  retrieve(topicId, params = {}, opts) {
    return invokeOutput(this.#core, "topic.get", { ...params, topic_id: topicId }, opts);
  }
  /** Posts a question and waits for the answer (at most `wait_ms`): `completed`, `failed`, or `running` with `query_id`. */
  ask(input, opts) {
    return invokeOutput(this.#core, "topic.ask", input, opts);
  }
  /** Asks and streams the answer: `delta` events ({query_id, offset, text}) as the model writes, then `result`. */
  askStream(input, opts) {
    return this.#skills.stream("topic.ask", input, opts);
  }
  /** Posts a message; its turn runs server-side (`submitted`), or answered inline (`completed`). */
  postMessage(input, opts) {
    return invokeOutput(this.#core, "topic.post-message", input, opts);
  }
  /**
   * The topic's messages by `seq` (its default conversation unless `conversation_id`), with `pending` turns on each
   * page's body; `for await` walks on with `next_after_seq`.
   */
  messages(input, opts) {
    const { after_seq: start = 0, ...rest } = input;
    return pagesOf(
      start,
      (after_seq) => outputOf(invokeRaw(this.#core, "topic.messages", { ...rest, after_seq }, opts)),
      (body, cursor, next) => seqPage(body, "messages", cursor, next)
    );
  }
  /** Follows a turn: every `delta` written so far and then each new one, then the `result` (the turn's state). */
  followTurn(input, opts) {
    return this.#skills.stream("topic.follow-turn", input, opts);
  }
  /** Cancels a queued or running turn (again: `changed: false`; a finished turn is 409 `turn_not_cancellable`). */
  cancelTurn(input, opts) {
    return invokeOutput(this.#core, "topic.cancel-turn", input, opts);
  }
};
async function outputOf(p) {
  const r = await p;
  return { data: r.data.output, response: r.response };
}

// ../sdk/src/workstreams.ts
var WS = "/api/v1/workstreams";
var TemplateVersions = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  /** Publishes the template's next version (201). */
  create(templateId, body, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/templates/${seg(templateId)}/versions`,
      body,
      opts
    );
  }
  retrieve(templateId, version, opts) {
    return get(
      this.#core,
      `${WS}/templates/${seg(templateId)}/versions/${version}`,
      opts
    );
  }
};
var Templates = class {
  #core;
  versions;
  constructor(core) {
    this.#core = core;
    this.versions = new TemplateVersions(core);
  }
  create(body, opts) {
    return send(this.#core, "POST", `${WS}/templates`, body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, `${WS}/templates`, "data", params, opts);
  }
  retrieve(templateId, opts) {
    return get(this.#core, `${WS}/templates/${seg(templateId)}`, opts);
  }
};
var Workplans = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  create(body, opts) {
    return send(this.#core, "POST", `${WS}/workplans`, body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, `${WS}/workplans`, "data", params, opts);
  }
  retrieve(id, opts) {
    return get(this.#core, `${WS}/workplans/${seg(id)}`, opts);
  }
  update(id, body, opts) {
    return send(this.#core, "PATCH", `${WS}/workplans/${seg(id)}`, body, opts);
  }
  archive(id, opts) {
    return send(this.#core, "POST", `${WS}/workplans/${seg(id)}/archive`, void 0, opts);
  }
  /** Whether the workplan's write skills may write, and why not. */
  writeStatus(id, opts) {
    return get(this.#core, `${WS}/workplans/${seg(id)}/write-status`, opts);
  }
  enableWrites(id, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/workplans/${seg(id)}/enable-writes`,
      void 0,
      opts
    );
  }
  disableWrites(id, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/workplans/${seg(id)}/disable-writes`,
      void 0,
      opts
    );
  }
  /** The workplan's triggers (its schedule's next fire times and what they started). */
  triggers(id, params = {}, opts) {
    return listPages(this.#core, `${WS}/workplans/${seg(id)}/triggers`, "data", params, opts);
  }
};
var CycleTasks = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  list(cycleId, params = {}, opts) {
    return listPages(this.#core, `${WS}/cycles/${seg(cycleId)}/tasks`, "data", params, opts);
  }
  /** Runs a failed task again. */
  retry(cycleId, taskKey, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/retry`,
      void 0,
      opts
    );
  }
  /** Skips a task, with a justification recorded in the history. */
  skip(cycleId, taskKey, body, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/skip`,
      body,
      opts
    );
  }
  /** Supplies the value an input task waits for (matching its `input_schema`). */
  input(cycleId, taskKey, body, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/input`,
      body,
      opts
    );
  }
};
var Cycles = class {
  #core;
  tasks;
  constructor(core) {
    this.#core = core;
    this.tasks = new CycleTasks(core);
  }
  create(body, opts) {
    return send(this.#core, "POST", `${WS}/cycles`, body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, `${WS}/cycles`, "data", params, opts);
  }
  retrieve(id, opts) {
    return get(this.#core, `${WS}/cycles/${seg(id)}`, opts);
  }
  /** Pauses the cycle (`mode`: `drain` lets running tasks finish, 202 until they have; `immediate`). */
  pause(id, body = {}, opts) {
    return send(this.#core, "POST", `${WS}/cycles/${seg(id)}/pause`, body, opts);
  }
  resume(id, opts) {
    return send(this.#core, "POST", `${WS}/cycles/${seg(id)}/resume`, void 0, opts);
  }
  cancel(id, body = {}, opts) {
    return send(this.#core, "POST", `${WS}/cycles/${seg(id)}/cancel`, body, opts);
  }
  /** Approves a task waiting on approval (`decision: 'approve'`, the default) with a comment. */
  approve(id, body, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/cycles/${seg(id)}/approve`,
      { ...body, decision: "approve" },
      opts
    );
  }
  /** Rejects a task waiting on approval: it runs again as a new revision. */
  reject(id, body, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/cycles/${seg(id)}/approve`,
      { ...body, decision: "reject" },
      opts
    );
  }
  /**
   * The cycle's event log as JSON pages after `after_seq` (await: one page; `for await`: every event so far, each
   * next page after the last `seq` received). For events still to come, `tail`.
   */
  events(id, params = {}, opts) {
    const { after_seq: start = 0, ...rest } = params;
    const path3 = `${WS}/cycles/${seg(id)}/events`;
    return pagesOf(
      start,
      (after_seq) => this.#core.request({ method: "GET", path: path3, query: { ...rest, after_seq } }, opts),
      (body, cursor, next) => {
        const data = body.data ?? [];
        return new Page(
          body,
          data,
          cursor,
          nextAfterSeq(cursor, data.length, body.has_more === true, data.at(-1)?.seq),
          next
        );
      }
    );
  }
  /**
   * The live tail (SSE): every event after `lastEventId` (else the whole history), then new ones until the cycle's
   * terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends before that
   * event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to `maxReconnects`
   * times without progress; leaving the loop closes the stream.
   */
  async *tail(id, o = {}) {
    const { lastEventId, maxReconnects = 5, ...opts } = o;
    let last = lastEventId === void 0 ? null : String(lastEventId);
    let failures = 0;
    for (; ; ) {
      const { response } = await this.#core.request(
        {
          method: "GET",
          path: `${WS}/cycles/${seg(id)}/events`,
          stream: true,
          headers: { accept: "text/event-stream", ...last !== null ? { "last-event-id": last } : {} }
        },
        opts
      );
      const abort = response.abort ?? (() => {
      });
      let dropped = null;
      try {
        for await (const ev of sseEvents(response, abort)) {
          failures = 0;
          if (ev.id !== null) last = ev.id;
          const data = JSON.parse(ev.data);
          yield { event: ev.event, data, id: ev.id };
          if (isTerminalEvent(ev.event, data)) return;
        }
      } catch (err) {
        if (opts.signal?.aborted) throw new APIUserAbortError();
        dropped = err;
      }
      if (++failures > maxReconnects)
        throw dropped ?? new APIConnectionError("The cycle tail ended before the cycle did, too many times in a row.");
      await new Promise((r) => setTimeout(r, backoffRange(failures - 1)[1]));
    }
  }
};
function isTerminalEvent(event, data) {
  const to = data?.data?.to;
  return event === "cycle.status" && (to === "completed" || to === "failed" || to === "cancelled");
}
var Approvals = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  /** The approvals inbox: tasks of open cycles waiting on a decision the caller may make, each with the cycle's `version`. */
  list(params = {}, opts) {
    return listPages(this.#core, `${WS}/approvals`, "data", params, opts);
  }
};
var Drafts = class {
  #core;
  constructor(core) {
    this.#core = core;
  }
  create(body, opts) {
    return send(this.#core, "POST", `${WS}/drafts`, body, opts);
  }
  list(params = {}, opts) {
    return listPages(this.#core, `${WS}/drafts`, "data", params, opts);
  }
  retrieve(id, opts) {
    return get(this.#core, `${WS}/drafts/${seg(id)}`, opts);
  }
  /** Replaces the fields given (version + 1); pass `{ ifMatch: draft.version }` to refuse a lost update. */
  update(id, body, opts) {
    return send(this.#core, "PATCH", `${WS}/drafts/${seg(id)}`, body, opts);
  }
  delete(id, opts) {
    return send(this.#core, "DELETE", `${WS}/drafts/${seg(id)}`, void 0, opts);
  }
  /** Every problem of the draft (changes nothing): `valid`, and each problem with its `task_key` and `loc`. */
  validate(id, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/drafts/${seg(id)}/validate`,
      void 0,
      opts
    );
  }
  /** The task graph the draft would run for a workplan and period (nothing runs, nothing is stored). */
  preview(id, body, opts) {
    return send(this.#core, "POST", `${WS}/drafts/${seg(id)}/preview`, body, opts);
  }
  /** Publishes the draft as a template version (201 with the draft and the template). */
  publish(id, opts) {
    return send(
      this.#core,
      "POST",
      `${WS}/drafts/${seg(id)}/publish`,
      void 0,
      opts
    );
  }
};
var Workstreams = class {
  templates;
  workplans;
  cycles;
  approvals;
  drafts;
  constructor(core) {
    this.templates = new Templates(core);
    this.workplans = new Workplans(core);
    this.cycles = new Cycles(core);
    this.approvals = new Approvals(core);
    this.drafts = new Drafts(core);
  }
};

// ../sdk/src/client.ts
var SkillsConnect = class {
  #core;
  skills;
  connectKeys;
  connections;
  webhooks;
  clients;
  workspaces;
  files;
  workstreams;
  topics;
  modelUsage;
  constructor(options = {}) {
    this.#core = new Core(options);
    this.skills = new Skills(this.#core);
    this.connectKeys = new ConnectKeys(this.#core);
    this.connections = new Connections(this.#core);
    this.webhooks = new Webhooks(this.#core);
    this.clients = new Clients(this.#core);
    this.workspaces = new Workspaces(this.#core);
    this.files = new Files(this.#core);
    this.workstreams = new Workstreams(this.#core);
    this.topics = new Topics(this.#core, this.skills);
    this.modelUsage = new ModelUsage(this.#core);
  }
  get baseUrl() {
    return this.#core.baseUrl;
  }
  get serviceVersion() {
    return this.#core.serviceVersion;
  }
  /** Who the key belongs to. */
  me(opts) {
    return new APIPromise(this.#core.request({ method: "GET", path: "/api/v1/auth/me" }, opts));
  }
  /** The service's health (never throttled). */
  health(opts) {
    return new APIPromise(this.#core.request({ method: "GET", path: "/health" }, opts));
  }
  /** Escape hatch: any path, with the same headers, retries and errors. The data is the parsed JSON. */
  request(method, path3, o = {}) {
    const { query, body, ...opts } = o;
    return new APIPromise(
      this.#core.request(
        { method, path: path3, ...query ? { query } : {}, ...body !== void 0 ? { body } : {} },
        opts
      )
    );
  }
};

// ../sdk/src/webhooks.ts
var WEBHOOK_TOLERANCE_SECONDS = 300;
var enc = new TextEncoder();
function header(h, name) {
  if (typeof h.get === "function") return h.get(name) ?? void 0;
  for (const [k, v] of Object.entries(h)) {
    if (k.toLowerCase() === name) return Array.isArray(v) ? v.join(",") : v;
  }
  return void 0;
}
function bytesOf(rawBody) {
  if (typeof rawBody === "string") return enc.encode(rawBody);
  if (rawBody instanceof Uint8Array) return rawBody;
  if (rawBody instanceof ArrayBuffer) return new Uint8Array(rawBody);
  throw new WebhookVerificationError(
    "invalid_body",
    "The body must be the raw request body (string, Uint8Array/Buffer or ArrayBuffer), not parsed JSON: re-serialising changes the bytes the signature covers."
  );
}
async function key(secret, usage) {
  return crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}
function signedBytes(timestamp, body) {
  const prefix = enc.encode(`${timestamp}.`);
  const out2 = new Uint8Array(prefix.length + body.length);
  out2.set(prefix, 0);
  out2.set(body, prefix.length);
  return out2;
}
function hexToBytes(hex) {
  const out2 = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out2.length; i++) out2[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out2;
}
async function verifyWebhook(rawBody, headers, secret, o = {}) {
  const body = bytesOf(rawBody);
  if (!secret) throw new WebhookVerificationError("missing_secret", "No webhook secret given.");
  const sig = header(headers, "x-webhook-signature");
  const ts = header(headers, "x-webhook-timestamp");
  if (!sig || !ts)
    throw new WebhookVerificationError(
      "missing_header",
      `Missing ${!sig ? "X-Webhook-Signature" : "X-Webhook-Timestamp"} header.`
    );
  if (!/^\d{1,12}$/.test(ts.trim()))
    throw new WebhookVerificationError("invalid_timestamp", "X-Webhook-Timestamp is not Unix seconds.");
  const tolerance = o.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const now = o.nowSeconds ?? Math.floor(Date.now() / 1e3);
  const skew = now - Number(ts.trim());
  if (Math.abs(skew) > tolerance) {
    throw new WebhookVerificationError(
      "timestamp_out_of_tolerance",
      `The timestamp is ${Math.abs(skew)} s ${skew > 0 ? "old" : "in the future"} (tolerance ${tolerance} s): a replayed delivery, or a clock out of sync.`
    );
  }
  const candidates = sig.split(",").map((s) => s.trim()).filter((s) => /^v1=[0-9a-f]{64}$/.test(s)).map((s) => s.slice(3));
  if (candidates.length === 0)
    throw new WebhookVerificationError(
      "no_signature",
      "X-Webhook-Signature carries no v1= signature (64 lower-case hex digits)."
    );
  const k = await key(secret, "verify");
  const data = signedBytes(ts.trim(), body);
  let ok = false;
  for (const c of candidates) if (await crypto.subtle.verify("HMAC", k, hexToBytes(c), data)) ok = true;
  if (!ok)
    throw new WebhookVerificationError(
      "signature_mismatch",
      "No signature matches: a wrong secret, or a body changed (re-serialised?) after it was signed."
    );
  let parsed;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new WebhookVerificationError("invalid_body", "The signed body is not JSON.");
  }
  return { event: String(parsed.event), data: parsed.data, deliveryId: header(headers, "x-webhook-id") ?? null };
}

// src/io.ts
var EXIT = { OK: 0, ERROR: 1, USAGE: 2, AUTH: 4, RATE_LIMITED: 5 };
var UsageError = class extends Error {
  name = "UsageError";
};
var AuthError = class extends Error {
  name = "AuthError";
};
var CommandFailed = class extends Error {
  name = "CommandFailed";
  exitCode;
  constructor(message, exitCode = EXIT.ERROR) {
    super(message);
    this.exitCode = exitCode;
  }
};
function colorEnabled(io, stream) {
  if (io.env.NO_COLOR !== void 0 && io.env.NO_COLOR !== "") return false;
  if (io.env.CLICOLOR_FORCE !== void 0 && io.env.CLICOLOR_FORCE !== "" && io.env.CLICOLOR_FORCE !== "0") return true;
  return Boolean(stream.isTTY) && io.env.TERM !== "dumb";
}
function paint(on) {
  const w = (open, close) => (s) => on ? `\x1B[${open}m${s}\x1B[${close}m` : s;
  return { bold: w(1, 22), green: w(32, 39), red: w(31, 39), yellow: w(33, 39), dim: w(2, 22) };
}
var Output = class {
  io;
  o;
  err;
  out;
  constructor(io, o) {
    this.io = io;
    this.o = o;
    this.err = paint(colorEnabled(io, io.stderr));
    this.out = paint(colorEnabled(io, io.stdout));
  }
  get structured() {
    return this.o.json !== void 0 && this.o.json !== false || this.o.jq !== void 0;
  }
  get tty() {
    return Boolean(this.io.stdout.isTTY);
  }
  /** A line of progress or a notice, on stderr. */
  note(line) {
    this.io.stderr.write(`${line}
`);
  }
  line(text) {
    this.io.stdout.write(`${text}
`);
  }
  /** The --json field selection applied to an object or to each item of an array. */
  select(data) {
    const f = this.o.json;
    if (typeof f !== "string" || f === "") return data;
    const fields = f.split(",").map((s) => s.trim()).filter(Boolean);
    const pick2 = (v) => v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(fields.map((k) => [k, v[k] ?? null])) : v;
    return Array.isArray(data) ? data.map(pick2) : pick2(data);
  }
  /** Data as JSON or jq output when asked; otherwise `human()` renders it. */
  async emit(data, human) {
    if (this.o.jq !== void 0) {
      await this.jq(this.select(data));
      return;
    }
    if (this.o.json !== void 0 && this.o.json !== false) {
      this.line(JSON.stringify(this.select(data), null, 2));
      return;
    }
    human();
  }
  /** One record of a stream (NDJSON under --json/--jq; `human` otherwise). */
  async emitRecord(data, human) {
    if (this.o.jq !== void 0) {
      await this.jq(this.select(data));
      return;
    }
    if (this.o.json !== void 0 && this.o.json !== false) {
      this.line(JSON.stringify(this.select(data)));
      return;
    }
    human();
  }
  async jq(data) {
    const jq = await import("jq-wasm");
    let text;
    try {
      text = await jq.raw(JSON.stringify(data ?? null), this.o.jq, ["-r"]);
    } catch (err) {
      throw new UsageError(
        `--jq: ${String(err.message).replace(/^Failed to execute JSON query: /, "").trim()}`
      );
    }
    if (text !== "") this.io.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  }
  /** Any JSON objects (the SDK's typed results included): their members are read by name. */
  list(rows, columns) {
    return this.emit(rows, () => this.table(rows, columns));
  }
  object(obj, keys) {
    return this.emit(obj, () => this.pairs(obj, keys));
  }
  /** gh-style: borderless aligned columns on a terminal (header in bold), TSV without a header off it. */
  table(rows, columns) {
    const cells = rows.map((r) => columns.map((c) => cell(member(r, c))));
    if (!this.tty) {
      for (const r of cells) this.line(r.join("	"));
      return;
    }
    if (rows.length === 0) {
      this.note("(none)");
      return;
    }
    const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
    const fmt = (r) => r.map((v, i) => i === r.length - 1 ? v : v.padEnd(widths[i])).join("  ").trimEnd();
    this.line(this.out.bold(fmt(columns.map((c) => c.toUpperCase()))));
    for (const r of cells) this.line(fmt(r));
  }
  /** An object as `key: value` lines on a terminal, `key<TAB>value` off it. */
  pairs(obj, keys = Object.keys(obj)) {
    const w = Math.max(...keys.map((k) => k.length));
    for (const k of keys)
      this.line(
        this.tty ? `${this.out.bold(`${k}:`.padEnd(w + 1))} ${cell(member(obj, k))}` : `${k}	${cell(member(obj, k))}`
      );
  }
};
var member = (o, k) => o[k];
function cell(v) {
  if (v === null || v === void 0) return "";
  if (typeof v === "string") return v.replace(/[\t\n\r]+/g, " ");
  if (Array.isArray(v) && v.every((x) => typeof x !== "object" || x === null)) return v.join(",");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}
function describeError(err) {
  if (err instanceof UsageError) return { code: EXIT.USAGE, message: err.message };
  if (err instanceof AuthError) return { code: EXIT.AUTH, message: err.message };
  if (err instanceof CommandFailed) return { code: err.exitCode, message: err.message };
  if (err instanceof APIError) {
    const lines = [
      `${err.status}${err.code ? ` ${err.code}` : ""}: ${err.error?.message ?? err.body.slice(0, 300)}${err.param ? ` (param: ${err.param})` : ""}`
    ];
    for (const d of (err.error?.details ?? []).slice(0, 10)) lines.push(`  ${d.loc.join(".")}: ${d.msg}`);
    if (err instanceof RateLimitError && err.retryAfter !== null) lines.push(`  retry after ${err.retryAfter} s`);
    if (err.correlationId) lines.push(`  correlation id: ${err.correlationId}`);
    if (err instanceof AuthenticationError) lines.push("  hint: check the key (skills-connect whoami, or login again)");
    if (err instanceof PermissionDeniedError) lines.push("  hint: the key lacks the permission this needs");
    if (err.maybeExecuted) lines.push("  the write may have executed: check before trying again");
    const code = err instanceof AuthenticationError || err instanceof PermissionDeniedError ? EXIT.AUTH : err instanceof RateLimitError ? EXIT.RATE_LIMITED : EXIT.ERROR;
    return { code, message: lines.join("\n") };
  }
  if (err instanceof StreamError) return { code: EXIT.ERROR, message: `stream error ${err.code}: ${err.error.message}` };
  if (err instanceof APIConnectionError)
    return {
      code: EXIT.ERROR,
      message: `${err.message}${err.maybeExecuted ? "" : " (is the base URL right? try: skills-connect doctor)"}`
    };
  if (err instanceof SkillsConnectError) return { code: EXIT.ERROR, message: err.message };
  return { code: EXIT.ERROR, message: err instanceof Error ? err.message : String(err) };
}
async function readAll(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(typeof c === "string" ? Buffer.from(c) : c);
  return Buffer.concat(chunks).toString("utf8");
}
function maskKey(key2) {
  return key2.length > 8 ? `${key2.slice(0, 3)}\u2026${key2.slice(-4)}` : "\u2026";
}

// src/config.ts
function configDir(env2) {
  if (env2.XDG_CONFIG_HOME) return path2.join(env2.XDG_CONFIG_HOME, "skills-connect");
  if (process.platform === "win32" && env2.APPDATA) return path2.join(env2.APPDATA, "skills-connect");
  return path2.join(env2.HOME ?? os.homedir(), ".config", "skills-connect");
}
function configPath(env2) {
  return path2.join(configDir(env2), "config.toml");
}
function readConfig(env2) {
  const file = configPath(env2);
  let text;
  try {
    text = fs2.readFileSync(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { profiles: {} };
    throw err;
  }
  let raw;
  try {
    raw = parse(text);
  } catch (err) {
    throw new UsageError(`${file} is not valid TOML: ${err.message.split("\n")[0]}`);
  }
  const profiles = {};
  const p = raw.profiles;
  if (p && typeof p === "object") {
    for (const [name, v] of Object.entries(p)) {
      if (!v || typeof v !== "object") continue;
      const o = v;
      profiles[name] = {
        ...typeof o.base_url === "string" ? { base_url: o.base_url } : {},
        ...typeof o.api_key === "string" ? { api_key: o.api_key } : {}
      };
    }
  }
  return { ...typeof raw.default_profile === "string" ? { default_profile: raw.default_profile } : {}, profiles };
}
function writeConfig(env2, cfg) {
  const dir = configDir(env2);
  fs2.mkdirSync(dir, { recursive: true, mode: 448 });
  const file = configPath(env2);
  const tmp = `${file}.${process.pid}.tmp`;
  const body = "# skills-connect profiles: this file holds API keys; keep it private (mode 0600).\n" + stringify({ ...cfg.default_profile ? { default_profile: cfg.default_profile } : {}, profiles: cfg.profiles }) + "\n";
  fs2.writeFileSync(tmp, body, { mode: 384 });
  fs2.chmodSync(tmp, 384);
  fs2.renameSync(tmp, file);
  return file;
}
function looseMode(env2) {
  if (process.platform === "win32") return null;
  try {
    const mode = fs2.statSync(configPath(env2)).mode & 511;
    return mode & 63 ? mode.toString(8).padStart(4, "0") : null;
  } catch {
    return null;
  }
}

// src/context.ts
function resolve(g, io) {
  const config = readConfig(io.env);
  const profile = g.profile ?? io.env.SKILLS_CONNECT_PROFILE ?? config.default_profile ?? "default";
  const p = config.profiles[profile] ?? {};
  const pick2 = (flag, env2, prof) => flag ? [flag, "flag"] : env2 ? [env2, "env"] : prof ? [prof, "profile"] : [null, null];
  const [apiKey, keySource] = pick2(g.apiKey, io.env.SKILLS_CONNECT_API_KEY, p.api_key);
  const [baseUrl, baseUrlSource] = pick2(g.baseUrl, io.env.SKILLS_CONNECT_BASE_URL, p.base_url);
  return { profile, config, apiKey, keySource, baseUrl, baseUrlSource };
}
function requireBaseUrl(r) {
  if (!r.baseUrl)
    throw new AuthError(
      `not logged in (profile "${r.profile}" has no base URL): run skills-connect login --base-url <url>, set SKILLS_CONNECT_BASE_URL, or pass --base-url`
    );
  try {
    new URL(r.baseUrl);
  } catch {
    throw new UsageError(`the base URL "${r.baseUrl}" is not a URL`);
  }
  return r.baseUrl;
}
function makeClient(g, io, extra = {}) {
  const r = resolve(g, io);
  const baseUrl = requireBaseUrl(r);
  const apiKey = extra.apiKey ?? r.apiKey;
  if (!apiKey)
    throw new AuthError(
      `not logged in (profile "${r.profile}"): run skills-connect login, set SKILLS_CONNECT_API_KEY, or pass --api-key`
    );
  if (r.keySource === "profile") {
    const loose = looseMode(io.env);
    if (loose)
      io.stderr.write(
        `warning: the config file holding your key is readable by others (mode ${loose}); run: chmod 600 on it
`
      );
  }
  const client = new SkillsConnect({ apiKey, baseUrl, defaultHeaders: { "user-agent": "skills-connect-cli/0.1.0" } });
  return { client, r };
}

// src/fields.ts
import fs3 from "node:fs";
function parseKey2(key2) {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key2);
  if (!m) throw new UsageError(`invalid field name "${key2}": use name, name[sub], name[] or name[][sub]`);
  const rest = [...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]);
  return [m[1], ...rest];
}
async function typedValue(v, io) {
  if (v === "true") return true;
  if (v === "false") return false;
  if (v === "null") return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(v)) return Number(v);
  if (v.startsWith("@")) {
    const file = v.slice(1);
    try {
      return file === "-" ? await readAll(io.stdin) : fs3.readFileSync(file, "utf8");
    } catch (err) {
      throw new UsageError(`cannot read ${file}: ${err.code ?? err.message}`);
    }
  }
  if (/^[[{]/.test(v)) {
    try {
      return JSON.parse(v);
    } catch {
    }
  }
  return v;
}
function setPath(target, parts, value, key2) {
  let node = target;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const last = i === parts.length - 1;
    const next = parts[i + 1];
    if (Array.isArray(node)) {
      if (last) {
        node.push(value);
        return;
      }
      let obj = node.at(-1);
      const sub = next;
      if (!obj || typeof obj !== "object" || Array.isArray(obj) || parts.length === i + 2 && sub in obj) {
        obj = {};
        node.push(obj);
      }
      node = obj;
      continue;
    }
    if (p === "") throw new UsageError(`invalid field name "${key2}"`);
    if (last) {
      node[p] = value;
      return;
    }
    const want = next === "" ? "array" : "object";
    let child = node[p];
    if (child === void 0 || child === null) {
      child = want === "array" ? [] : {};
      node[p] = child;
    }
    if (want === "array" ? !Array.isArray(child) : typeof child !== "object" || Array.isArray(child)) {
      throw new UsageError(`field "${key2}" conflicts with an earlier value of "${p}"`);
    }
    node = child;
  }
}
async function buildBody(a, io, order) {
  let body = {};
  if (a.input !== void 0) {
    let text;
    try {
      text = a.input === "-" ? await readAll(io.stdin) : fs3.readFileSync(a.input, "utf8");
    } catch (err) {
      throw new UsageError(
        `cannot read --input ${a.input}: ${err.code ?? err.message}`
      );
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new UsageError(`--input ${a.input} is not JSON: ${err.message}`);
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new UsageError(`--input ${a.input} must hold a JSON object`);
    body = parsed;
  }
  const specs = order ?? [
    ...(a.typed ?? []).map((spec) => ({ typed: true, spec })),
    ...(a.raw ?? []).map((spec) => ({ typed: false, spec }))
  ];
  for (const { typed, spec } of specs) {
    const eq = spec.indexOf("=");
    const key2 = eq === -1 ? spec : spec.slice(0, eq);
    const parts = parseKey2(key2);
    if (eq === -1) {
      if (parts.at(-1) === "") {
        setPath(body, parts.slice(0, -1), [], key2);
        continue;
      }
      throw new UsageError(`field "${spec}" needs a value: ${key2}=<value>`);
    }
    const raw = spec.slice(eq + 1);
    setPath(body, parts, typed ? await typedValue(raw, io) : raw, key2);
  }
  return body;
}
var ordered = (into, typed) => (v, prev = []) => {
  into.push({ typed, spec: v });
  return [...prev, v];
};
var collect = (v, prev = []) => [...prev, v];

// src/kit.ts
function withOutput(cmd) {
  return cmd.option("--json [fields]", "print JSON (optionally only these comma-separated fields)").option("--jq <expr>", "filter the JSON output with a jq expression");
}
function optsOf(cmd) {
  return cmd.optsWithGlobals();
}
function out(io, o) {
  return new Output(io, {
    ...o.json !== void 0 ? { json: o.json } : {},
    ...o.jq !== void 0 ? { jq: o.jq } : {}
  });
}

// src/commands/forward.ts
import fs4 from "node:fs";
import http from "node:http";
import https from "node:https";
var FORWARDED = /^(x-webhook-|content-type$|user-agent$)/;
function explain(err, raw, headers, toleranceSeconds, nowSeconds) {
  switch (err.code) {
    case "timestamp_out_of_tolerance": {
      const skew = nowSeconds - Number(headers["x-webhook-timestamp"]);
      return `skew ${skew > 0 ? "+" : ""}${skew} s against this machine's clock (tolerance ${toleranceSeconds} s): ` + (skew > 0 ? "the delivery was signed too long ago (a replay, or this clock runs fast)" : "the delivery is signed in the future (this clock runs slow)") + "; check the clock with: skills-connect doctor";
    }
    case "signature_mismatch": {
      const text = raw.toString("utf8");
      let reserialised = false;
      try {
        reserialised = JSON.stringify(JSON.parse(text)) !== text;
      } catch {
      }
      return reserialised ? "the body is not byte-for-byte what the server signed: it was re-serialised (pretty-printed or re-encoded JSON) on the way; forward the raw bytes" : "the body is intact, so the secret is wrong: use the endpoint's whsec_\u2026 secret from `webhooks endpoints create` or `rotate-secret` (during a rotation either works)";
    }
    case "missing_header":
      return `${err.message} Not a Skills Connect delivery, or a proxy dropped the X-Webhook-* headers.`;
    case "invalid_timestamp":
      return "X-Webhook-Timestamp is not Unix seconds.";
    case "no_signature":
      return "X-Webhook-Signature carries no v1=<64 hex digits> value.";
    default:
      return err.message;
  }
}
function readBody(req) {
  return new Promise((resolve2, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve2(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
function forwardCommand(ctx) {
  const { io } = ctx;
  return withOutput(new Command("forward")).description(
    "receive deliveries locally, verify each (signature and timestamp), forward the verified ones to --to and explain the rest; runs until interrupted"
  ).requiredOption("--to <url>", "where verified deliveries go, e.g. http://localhost:3000/hooks").option("--secret <whsec>", "the endpoint's signing secret (default: SKILLS_CONNECT_WEBHOOK_SECRET)").option("--port <n>", "port to listen on (0: any free port)", "8787").option("--host <address>", "address to listen on", "127.0.0.1").option(
    "--tls-cert <file>",
    "listen on HTTPS with this certificate (PEM), e.g. to be the endpoint's public HTTPS name directly"
  ).option("--tls-key <file>", "the certificate's private key (PEM)").option("--tolerance <seconds>", "accepted timestamp age", String(WEBHOOK_TOLERANCE_SECONDS)).option("--skip-verify", "forward without verifying (a warning each time)").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const p = out(io, o);
    const secret = o.secret ?? io.env.SKILLS_CONNECT_WEBHOOK_SECRET;
    if (!secret && !o.skipVerify)
      throw new UsageError("no secret: pass --secret or set SKILLS_CONNECT_WEBHOOK_SECRET (or --skip-verify)");
    let target;
    try {
      target = new URL(String(o.to));
    } catch {
      throw new UsageError(`--to "${String(o.to)}" is not a URL`);
    }
    const port = Number(o.port);
    const tolerance = Number(o.tolerance);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`--port ${String(o.port)} is not a port`);
    if (!Number.isFinite(tolerance) || tolerance <= 0)
      throw new UsageError("--tolerance must be a positive number of seconds");
    if (Boolean(o.tlsCert) !== Boolean(o.tlsKey)) throw new UsageError("--tls-cert and --tls-key go together");
    const handle = async (req, res) => {
      const started = Date.now();
      const raw = await readBody(req);
      const h = req.headers;
      const v = {
        delivery_id: typeof h["x-webhook-id"] === "string" ? h["x-webhook-id"] : null,
        event: typeof h["x-webhook-event"] === "string" ? h["x-webhook-event"] : null,
        verified: false,
        reason: null,
        explanation: null,
        forwarded_status: null,
        duration_ms: 0
      };
      const label = `${v.event ?? "(no event)"} ${v.delivery_id ?? "(no id)"}`;
      if (o.skipVerify) p.note(p.err.yellow(`! ${label}: forwarded WITHOUT verification (--skip-verify)`));
      else {
        try {
          const ev = await verifyWebhook(raw, h, secret, { toleranceSeconds: tolerance });
          v.verified = true;
          v.event ??= ev.event;
        } catch (err) {
          if (!(err instanceof WebhookVerificationError)) throw err;
          v.reason = err.code;
          v.explanation = explain(err, raw, h, tolerance, Math.floor(Date.now() / 1e3));
          v.duration_ms = Date.now() - started;
          res.writeHead(400, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { code: err.code, message: v.explanation } }));
          await p.emitRecord(v, () => p.line(`${p.out.red("\u2717")} ${label} rejected: ${err.code} (${v.explanation})`));
          return;
        }
      }
      const headers = {};
      for (const [k, val] of Object.entries(h)) if (FORWARDED.test(k) && typeof val === "string") headers[k] = val;
      try {
        const r = await fetch(target, {
          method: "POST",
          headers,
          body: raw,
          redirect: "manual",
          signal: AbortSignal.timeout(1e4)
        });
        const body = Buffer.from(await r.arrayBuffer());
        v.forwarded_status = r.status;
        v.duration_ms = Date.now() - started;
        res.writeHead(r.status, { "content-type": r.headers.get("content-type") ?? "text/plain" });
        res.end(body);
        const mark = r.ok ? p.out.green("\u2713") : p.out.yellow("!");
        await p.emitRecord(v, () => p.line(`${mark} ${label} \u2192 ${r.status} in ${v.duration_ms} ms`));
      } catch (err) {
        v.duration_ms = Date.now() - started;
        v.reason = "forward_failed";
        v.explanation = `${target.origin} did not answer: ${err.message}`;
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "forward_failed", message: v.explanation } }));
        await p.emitRecord(v, () => p.line(`${p.out.red("\u2717")} ${label} verified, but ${v.explanation}`));
      }
    };
    const listener = (req, res) => {
      handle(req, res).catch((err) => {
        io.stderr.write(`error: ${err.message}
`);
        if (!res.headersSent) {
          res.writeHead(500);
          res.end();
        }
      });
    };
    let server;
    if (o.tlsCert) {
      let cert, key2;
      try {
        cert = fs4.readFileSync(String(o.tlsCert), "utf8");
        key2 = fs4.readFileSync(String(o.tlsKey), "utf8");
      } catch (err) {
        throw new UsageError(`cannot read the TLS files: ${err.message}`);
      }
      server = https.createServer({ cert, key: key2 }, listener);
    } else server = http.createServer(listener);
    await new Promise((resolve2, reject) => {
      server.once(
        "error",
        (err) => reject(new CommandFailed(`cannot listen on ${String(o.host)}:${port}: ${err.code ?? err.message}`))
      );
      server.listen(port, String(o.host), () => resolve2());
    });
    const addr = server.address();
    const scheme = o.tlsCert ? "https" : "http";
    p.note(
      `Ready: listening on ${scheme}://${addr.address}:${addr.port}, forwarding verified deliveries to ${target.href}. Expose it at your endpoint's public HTTPS URL (a tunnel); Ctrl-C stops.`
    );
    await new Promise((resolve2) => {
      if (ctx.signal.aborted) resolve2();
      ctx.signal.addEventListener("abort", () => resolve2(), { once: true });
    });
    await new Promise((resolve2) => {
      server.close(() => resolve2());
      server.closeAllConnections();
    });
    p.note("Stopped.");
    throw new CommandFailed("", EXIT.OK);
  });
}

// src/commands/doctor.ts
function skewSeconds(dateHeader, sentAt, receivedAt) {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return null;
  return Math.round(((sentAt + receivedAt) / 2 - (server + 500)) / 1e3);
}
function doctorCommand(ctx) {
  const { io } = ctx;
  return withOutput(new Command("doctor")).description(
    "check the config file, that the base URL answers, the clock skew against the server, the API version, and the key"
  ).action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const checks = [];
    const r = resolve(o, io);
    const loose = looseMode(io.env);
    checks.push(
      loose ? {
        check: "config",
        status: "warn",
        detail: `${configPath(io.env)} has mode ${loose}: others can read your keys (chmod 600)`
      } : { check: "config", status: "ok", detail: `${configPath(io.env)} (profile "${r.profile}")` }
    );
    let reachable = false;
    if (!r.baseUrl)
      checks.push({
        check: "base_url",
        status: "fail",
        detail: "no base URL: --base-url, SKILLS_CONNECT_BASE_URL or login"
      });
    else {
      const base = r.baseUrl.replace(/\/+$/, "");
      const sentAt = Date.now();
      try {
        const res = await fetch(`${base}/health`, {
          signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(1e4)])
        });
        const receivedAt = Date.now();
        const health = await res.json().catch(() => null);
        reachable = true;
        checks.push({
          check: "base_url",
          status: res.ok ? "ok" : "fail",
          detail: `${base}/health answered ${res.status}${health?.status ? ` (${health.status})` : ""} in ${receivedAt - sentAt} ms`
        });
        const skew = skewSeconds(res.headers.get("date"), sentAt, receivedAt);
        if (skew === null) checks.push({ check: "clock", status: "warn", detail: "the server sent no Date header" });
        else {
          const abs = Math.abs(skew);
          const dir = skew > 0 ? "ahead of" : "behind";
          checks.push(
            abs > WEBHOOK_TOLERANCE_SECONDS ? {
              check: "clock",
              status: "fail",
              detail: `this clock is ${abs} s ${dir} the server's: webhook signatures will be refused (tolerance ${WEBHOOK_TOLERANCE_SECONDS} s); sync it (NTP)`
            } : abs > 30 ? {
              check: "clock",
              status: "warn",
              detail: `this clock is ${abs} s ${dir} the server's (webhooks tolerate ${WEBHOOK_TOLERANCE_SECONDS} s); consider syncing it`
            } : { check: "clock", status: "ok", detail: `skew ${skew} s (\xB11 s)` }
          );
        }
        const served = res.headers.get("service-version") ?? health?.version ?? null;
        checks.push(
          served === null ? { check: "version", status: "warn", detail: "the server did not say its API version" } : served === SERVICE_VERSION ? { check: "version", status: "ok", detail: `API ${served} (this CLI's SDK: ${SERVICE_VERSION})` } : {
            check: "version",
            status: "warn",
            detail: `the server speaks ${served}, this CLI's SDK ${SERVICE_VERSION}: upgrade the CLI`
          }
        );
      } catch (err) {
        checks.push({
          check: "base_url",
          status: "fail",
          detail: `${base} cannot be reached: ${err.cause ? String(err.cause.message ?? err.cause) : err.message}`
        });
      }
    }
    if (!r.apiKey)
      checks.push({ check: "key", status: "fail", detail: "no key: login, SKILLS_CONNECT_API_KEY or --api-key" });
    else if (!reachable || !r.baseUrl)
      checks.push({
        check: "key",
        status: "skip",
        detail: `${maskKey(r.apiKey)} from ${r.keySource}: not checked (no server)`
      });
    else {
      try {
        const me = await new SkillsConnect({ apiKey: r.apiKey, baseUrl: r.baseUrl, maxRetries: 1 }).me({
          signal: ctx.signal
        });
        checks.push({
          check: "key",
          status: "ok",
          detail: `${maskKey(r.apiKey)} from ${r.keySource}: ${me.user_id}, organization ${me.organization_id}, ${me.permissions.length} permissions`
        });
      } catch (err) {
        checks.push({
          check: "key",
          status: "fail",
          detail: `${maskKey(r.apiKey)} from ${r.keySource}: ${err instanceof AuthenticationError ? `refused (${err.code ?? err.status})` : err.message}`
        });
      }
    }
    const p = out(io, o);
    await p.emit(checks, () => {
      for (const c of checks) {
        const mark = c.status === "ok" ? p.out.green("\u2713") : c.status === "warn" ? p.out.yellow("!") : c.status === "skip" ? p.out.dim("-") : p.out.red("\u2717");
        p.line(p.tty ? `${mark} ${c.check.padEnd(8)} ${c.detail}` : `${c.check}	${c.status}	${c.detail}`);
      }
    });
    const failed = checks.filter((c) => c.status === "fail");
    if (failed.length > 0)
      throw new CommandFailed(
        `${failed.length} check(s) failed: ${failed.map((c) => c.check).join(", ")}`,
        failed.every((c) => c.check === "key") ? EXIT.AUTH : EXIT.ERROR
      );
  });
}

// src/commands/workstreams.ts
function describeEvent(e) {
  const d = e.data ?? {};
  const move = d.to === void 0 ? "" : d.from === void 0 || d.from === null ? String(d.to) : `${String(d.from)} \u2192 ${String(d.to)}`;
  switch (e.type) {
    case "cycle.status":
      return `cycle ${move}${d.reason ? ` (${String(d.reason)})` : ""}`;
    case "task.status":
      return `task ${String(d.task_key)} ${move}${d.waiting_on ? ` (waiting on ${String(d.waiting_on)})` : ""}`;
    case "approval.decided":
      return `task ${String(d.task_key)} ${String(d.decision)}${d.comment ? `: ${String(d.comment)}` : ""}`;
    case "cycle.writes":
      return `writes ${d.writes_enabled ? "enabled" : "disabled"}`;
    case "input.received":
      return `task ${String(d.task_key)} input received`;
    default:
      return JSON.stringify(d);
  }
}
async function follow(client, ctx, id, p, o) {
  let n = 0;
  for await (const ev of client.workstreams.cycles.tail(id, {
    signal: ctx.signal,
    ...o.lastEventId !== void 0 ? { lastEventId: o.lastEventId } : {}
  })) {
    n++;
    const e = ev.data;
    const human = `${e.seq}	${e.at}	${describeEvent(e)}`;
    if (o.toStderr) p.note(p.err.dim(human));
    else
      await p.emitRecord(
        e,
        () => p.line(
          p.tty ? `${String(e.seq).padStart(4)}  ${e.at}  ${describeEvent(e)}` : `${e.seq}	${e.type}	${e.at}	${describeEvent(e)}`
        )
      );
  }
  return n;
}
function workstreamsCommands(ctx) {
  const { io } = ctx;
  const cycles = new Command("cycles").description("WorkStream cycles");
  withOutput(cycles.command("tail").argument("<cycle_id>")).description(
    "follow a cycle live: its history, then each transition, until it completes, fails or is cancelled (NDJSON with --json)"
  ).option("--last-event-id <seq>", "start after this event (resume)").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    if (o.lastEventId !== void 0 && !/^\d+$/.test(String(o.lastEventId)))
      throw new UsageError("--last-event-id is an event seq (a whole number)");
    const { client } = makeClient(o, io);
    await follow(client, ctx, id, out(io, o), {
      ...o.lastEventId !== void 0 ? { lastEventId: String(o.lastEventId) } : {},
      toStderr: false
    });
  });
  const ws = new Command("workstreams").description("WorkStreams: run a workplan's cycle and follow it");
  withOutput(ws.command("run").argument("<workplan_id>")).description(
    "start the cycle of a workplan for a period (or pick up the period's open cycle) and follow it to the end; progress on stderr, the final cycle on stdout; exit 1 when it fails or is cancelled"
  ).requiredOption("--period <period>", "a year (2026), a quarter (2026-Q3) or a month (2026-07)").option("--idempotency-key <key>", "reuse this key (e.g. to resume after the CLI was interrupted)").option("--no-wait", "print the started cycle and return").action(async (workplanId, _o, cmd) => {
    const o = optsOf(cmd);
    if (!/^[0-9]{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/.test(String(o.period)))
      throw new UsageError(`--period "${String(o.period)}" is not a year, a quarter (2026-Q3) or a month (2026-07)`);
    const { client } = makeClient(o, io);
    const p = out(io, o);
    let started;
    try {
      started = await client.workstreams.cycles.create(
        { workplan_id: workplanId, period: String(o.period) },
        { signal: ctx.signal, ...o.idempotencyKey ? { idempotencyKey: String(o.idempotencyKey) } : {} }
      );
    } catch (err) {
      const open = err instanceof ConflictError && err.code === "cycle_already_open" ? err.error?.cycle_id : void 0;
      if (typeof open !== "string") throw err;
      started = await client.workstreams.cycles.retrieve(open, { signal: ctx.signal });
      p.note(`The period already has an open cycle: ${open}`);
    }
    if (o.wait === false) {
      await p.object(started);
      return;
    }
    p.note(
      `Cycle ${started.id} for ${started.period} (${started.status}); following it to the end (Ctrl-C stops following, not the cycle)`
    );
    await follow(client, ctx, started.id, p, { toStderr: true });
    const cycle = await client.workstreams.cycles.retrieve(started.id, { signal: ctx.signal });
    await p.object(cycle, [
      "id",
      "workplan_id",
      "period",
      "status",
      "outcome",
      "error",
      "counts",
      "started_at",
      "completed_at"
    ]);
    if (cycle.status !== "completed")
      throw new CommandFailed(
        `cycle ${cycle.id} ended ${cycle.status}${cycle.error ? `: ${cycle.error.code} (task ${cycle.error.task_key}) ${cycle.error.message}` : ""}`
      );
  });
  return [cycles, ws];
}

// src/program.ts
var CLI_VERSION = "0.1.0";
var int = (name) => (v) => {
  if (!/^-?\d+$/.test(v)) throw new UsageError(`${name} must be a whole number, not "${v}"`);
  return Number(v);
};
var num = (name) => (v) => {
  if (!Number.isFinite(Number(v)) || v.trim() === "") throw new UsageError(`${name} must be a number, not "${v}"`);
  return Number(v);
};
var nullableInt = (name) => (v) => v === "null" ? "null" : int(name)(v);
var list = (v, prev = []) => [
  ...prev,
  ...v.split(",").map((s) => s.trim()).filter(Boolean)
];
async function confirm(ctx, question, yes) {
  if (yes || !ctx.io.stdin.isTTY) return;
  const rl = createInterface({ input: ctx.io.stdin, output: ctx.io.stderr });
  try {
    const a = (await rl.question(`${question} [y/N] `)).trim().toLowerCase();
    if (a !== "y" && a !== "yes") throw new CommandFailed("cancelled", EXIT.USAGE);
  } finally {
    rl.close();
  }
}
async function promptHidden(ctx, question) {
  const stdin = ctx.io.stdin;
  ctx.io.stderr.write(question);
  stdin.setRawMode?.(true);
  stdin.resume();
  let value = "";
  try {
    for await (const chunk of stdin) {
      for (const ch of String(chunk)) {
        if (ch === "\r" || ch === "\n") return value;
        if (ch === "") throw new CommandFailed("cancelled", EXIT.USAGE);
        if (ch === "\x7F") value = value.slice(0, -1);
        else value += ch;
      }
    }
    return value;
  } finally {
    stdin.setRawMode?.(false);
    stdin.pause();
    ctx.io.stderr.write("\n");
  }
}
function buildProgram(ctx) {
  const { io } = ctx;
  const program2 = new Command("skills-connect").description(
    "The Skills Connect API from a shell: skills, connect keys, webhooks, WorkStreams and raw calls (built on the TypeScript SDK)."
  ).version(CLI_VERSION, "-V, --version").option(
    "-p, --profile <name>",
    "profile in the config file (default: SKILLS_CONNECT_PROFILE, then default_profile)"
  ).option("--api-key <key>", "API key (default: SKILLS_CONNECT_API_KEY, then the profile's)").option("--base-url <url>", "API base URL (default: SKILLS_CONNECT_BASE_URL, then the profile's)").option("-v, --verbose", "correlation ids and request facts on stderr").showHelpAfterError("(add --help for usage)").exitOverride().configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });
  program2.command("login").description(
    "check an API key against the server and save it in a profile (config file mode 0600); the key comes from --api-key, SKILLS_CONNECT_API_KEY, stdin when it is not a terminal, or a hidden prompt"
  ).action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const r = resolve(o, io);
    if (!r.baseUrl) throw new UsageError("login needs the server: --base-url <url> (or SKILLS_CONNECT_BASE_URL)");
    const baseUrl = requireBaseUrl(r);
    let key2 = o.apiKey ?? io.env.SKILLS_CONNECT_API_KEY;
    if (!key2)
      key2 = io.stdin.isTTY ? await promptHidden(ctx, "API key (sk_\u2026): ") : (await readAll(io.stdin)).trim();
    if (!key2) throw new UsageError("no API key given");
    const client = new SkillsConnect({ apiKey: key2, baseUrl });
    let me;
    try {
      me = await client.me({ signal: ctx.signal });
    } catch (err) {
      if (err instanceof AuthenticationError)
        throw new AuthError(`the key was refused by ${baseUrl} (${err.code ?? err.status}); nothing saved`);
      throw err;
    }
    const cfg = readConfig(io.env);
    cfg.profiles[r.profile] = { base_url: baseUrl, api_key: key2 };
    cfg.default_profile ??= r.profile;
    const file = writeConfig(io.env, cfg);
    io.stderr.write(
      `Logged in to ${baseUrl} as ${me.user_id} (organization ${me.organization_id}, key ${maskKey(key2)}); profile "${r.profile}" saved in ${file}
`
    );
  });
  program2.command("logout").description("remove a profile (its key and base URL) from the config file").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const cfg = readConfig(io.env);
    const profile = o.profile ?? io.env.SKILLS_CONNECT_PROFILE ?? cfg.default_profile ?? "default";
    if (!cfg.profiles[profile]) throw new CommandFailed(`no profile "${profile}" in ${configPath(io.env)}`);
    delete cfg.profiles[profile];
    if (cfg.default_profile === profile) delete cfg.default_profile;
    writeConfig(io.env, cfg);
    io.stderr.write(`Logged out: profile "${profile}" removed from ${configPath(io.env)}
`);
  });
  withOutput(program2.command("whoami")).description("who the key belongs to: user, organization, permissions, and where the key came from").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const { client, r } = makeClient(o, io);
    const me = await client.me({ signal: ctx.signal });
    const data = {
      ...me,
      base_url: r.baseUrl,
      profile: r.profile,
      key_source: r.keySource,
      key: maskKey(r.apiKey ?? "")
    };
    await out(io, o).object(data, [
      "user_id",
      "organization_id",
      "workspace_id",
      "auth_method",
      "key_id",
      "key",
      "key_source",
      "profile",
      "base_url",
      "permissions"
    ]);
  });
  const skills = program2.command("skills").description("the skill catalogue: list, describe, invoke");
  withOutput(skills.command("list")).description("every installed skill (all pages)").option("--category <name>", "only this category").option("--streaming", "only skills that stream").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const rows = [];
    for await (const s of client.skills.list({ limit: 100 }, { signal: ctx.signal })) {
      if (o.category && s.category !== o.category) continue;
      if (o.streaming && !s.streaming) continue;
      rows.push(s);
    }
    await out(io, o).list(rows, ["name", "category", "permission", "streaming", "writes", "summary"]);
  });
  withOutput(skills.command("describe").argument("<skill>", "name or slug")).description(
    "a skill's input fields (type, required, default), output schema and required permission, from the served /openapi.json"
  ).action(async (name, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    let summary;
    for await (const s of client.skills.list({ limit: 100 }, { signal: ctx.signal }))
      if (s.name === name || s.slug === name) {
        summary = s;
        break;
      }
    if (!summary) throw new CommandFailed(`no skill named "${name}" (see: skills-connect skills list)`);
    const doc = await client.request("GET", "/openapi.json", { signal: ctx.signal });
    const schemaName = (ref) => String(ref ?? "").split("/").pop() ?? "";
    const links = summary.links;
    const input = doc.components?.schemas?.[schemaName(links.input_schema)] ?? {};
    const output = doc.components?.schemas?.[schemaName(links.output_schema)] ?? {};
    const required = new Set(input.required ?? []);
    const fields = Object.entries(
      input.properties ?? {}
    ).map(([field, s]) => ({
      field,
      type: typeOf(s),
      required: required.has(field),
      default: s.default === void 0 ? null : s.default,
      description: typeof s.description === "string" ? s.description.split("\n")[0] : ""
    }));
    const data = { ...summary, input: fields, input_schema: input, output_schema: output };
    const p = out(io, o);
    await p.emit(data, () => {
      p.pairs(summary, ["name", "slug", "category", "permission", "streaming", "writes", "advisory", "summary"]);
      p.line("");
      p.table(fields, ["field", "type", "required", "default", "description"]);
    });
  });
  const invokeFields = [];
  withOutput(skills.command("invoke").argument("<skill>", "name or slug")).description(
    "run a skill: input from -F/-f fields, --input file.json, or --input - (stdin); prints the output (--json: the whole result)"
  ).option(
    "-F, --field <key=value>",
    "a typed input field (true, false, null, numbers, JSON, @file), repeatable",
    ordered(invokeFields, true)
  ).option("-f, --raw-field <key=value>", "a string input field, repeatable", ordered(invokeFields, false)).option("--input <file>", "the input as a JSON object from a file, or - for stdin").option("--stream", "print events as they come (NDJSON with --json)").option("--idempotency-key <key>", "reuse this key (for a write you may retry across runs)").action(async (name, _o, cmd) => {
    const o = optsOf(cmd);
    const input = await buildBody({ input: o.input }, io, invokeFields);
    const { client } = makeClient(o, io);
    const p = out(io, o);
    const reqOpts = { signal: ctx.signal, ...o.idempotencyKey ? { idempotencyKey: String(o.idempotencyKey) } : {} };
    if (o.stream) {
      for await (const ev of client.skills.stream(name, input, reqOpts)) {
        const rec = { event: ev.event, data: ev.data };
        await p.emitRecord(rec, () => {
          const d = ev.data;
          if (ev.event === "progress") p.note(p.err.dim(`progress ${d.fraction ?? ""} ${d.message ?? ""}`.trimEnd()));
          else if (ev.event === "result") p.line(JSON.stringify(d.output ?? d, null, 2));
          else p.line(`${ev.event}	${JSON.stringify(d)}`);
        });
      }
      return;
    }
    const r = await client.skills.invokeRaw(name, input, reqOpts).withResponse();
    if (o.verbose) p.note(`correlation id: ${r.correlationId ?? ""}${r.replayed ? " (replayed)" : ""}`);
    await p.emit(r.data, () => p.line(JSON.stringify(r.data.output, null, 2)));
  });
  const keys = program2.command("keys").description("connect keys (sk_\u2026): create, list, get, update, rotate, revoke, flush-cache");
  const KEY_COLUMNS = [
    "id",
    "name",
    "obfuscated_value",
    "permissions",
    "rate_limit_per_minute",
    "last_used_at",
    "expires_at",
    "revoked_at"
  ];
  const secretNote = (p) => p.note(p.err.yellow("The key value is shown only this once: store it now."));
  withOutput(keys.command("create")).description("create a key; its value is printed this once").requiredOption("--name <name>", "a name to recognise it by").option("--permission <slug>", "a permission (repeatable or comma-separated; see the permission catalogue)", list).option("--rate-limit <n>", "requests per minute for this key", int("--rate-limit")).option("--expires-in-days <n>", "expire after N days (default: never)", int("--expires-in-days")).option("--description <text>", "free text").option("--workspace <id>", "workspace id").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const key2 = await client.connectKeys.create(
      {
        name: String(o.name),
        ...o.permission ? { permissions: o.permission } : {},
        ...o.rateLimit !== void 0 ? { rate_limit_per_minute: o.rateLimit } : {},
        ...o.expiresInDays !== void 0 ? { expires_in_days: o.expiresInDays } : {},
        ...o.description !== void 0 ? { description: String(o.description) } : {},
        ...o.workspace !== void 0 ? { workspace_id: String(o.workspace) } : {}
      },
      { signal: ctx.signal }
    );
    const p = out(io, o);
    await p.object(key2, ["id", "name", "value", ...KEY_COLUMNS.slice(2)]);
    secretNote(p);
  });
  withOutput(keys.command("list")).description("every key of the organization (all pages), newest first").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const rows = [];
    for await (const k of client.connectKeys.list({ limit: 100 }, { signal: ctx.signal })) rows.push(k);
    await out(io, o).list(rows, KEY_COLUMNS);
  });
  withOutput(keys.command("get").argument("<key_id>")).description("one key").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    await out(io, o).object(await client.connectKeys.retrieve(id, { signal: ctx.signal }));
  });
  withOutput(keys.command("update").argument("<key_id>")).description("rename, re-describe, move or re-limit a key (permissions cannot change: rotate or create another)").option("--name <name>").option("--description <text>", 'free text ("null" clears it)').option("--rate-limit <n>", 'requests per minute ("null" clears it)', nullableInt("--rate-limit")).option("--workspace <id>", 'workspace id ("null" clears it)').option(
    "--permission <slug>",
    "the key's current permissions (anything else answers 501 permissions_immutable)",
    list
  ).action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const body = {};
    if (o.name !== void 0) body.name = o.name;
    if (o.description !== void 0) body.description = o.description === "null" ? null : o.description;
    if (o.rateLimit !== void 0) body.rate_limit_per_minute = o.rateLimit === "null" ? null : o.rateLimit;
    if (o.workspace !== void 0) body.workspace_id = o.workspace === "null" ? null : o.workspace;
    if (o.permission !== void 0) body.permissions = o.permission;
    if (Object.keys(body).length === 0)
      throw new UsageError("nothing to update: give --name, --description, --rate-limit, --workspace or --permission");
    const { client } = makeClient(o, io);
    await out(io, o).object(await client.connectKeys.update(id, body, { signal: ctx.signal }));
  });
  withOutput(keys.command("rotate").argument("<key_id>")).description(
    "a new key with the same settings; the old one keeps working for the grace period. The new value is printed this once"
  ).option(
    "--grace-period-hours <h>",
    "how long the old key keeps working (default 24; 0 ends it now)",
    num("--grace-period-hours")
  ).action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const key2 = await client.connectKeys.rotate(
      id,
      o.gracePeriodHours !== void 0 ? { grace_period_hours: Number(o.gracePeriodHours) } : {},
      { signal: ctx.signal }
    );
    const p = out(io, o);
    await p.object(key2, ["id", "name", "value", "rotated_from_key_id", ...KEY_COLUMNS.slice(2)]);
    secretNote(p);
  });
  keys.command("revoke").argument("<key_id>").description("revoke (delete) a key: it stops working at once").option("-y, --yes", "do not ask for confirmation on a terminal").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    await confirm(ctx, `Revoke key ${id}?`, o.yes);
    await client.connectKeys.delete(id, { signal: ctx.signal });
    io.stderr.write(`Revoked ${id}
`);
  });
  keys.command("flush-cache").argument("<key_id>").description("drop the servers' cached copy of a key, so a change applies at once").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    await client.connectKeys.flushCache(id, { signal: ctx.signal });
    io.stderr.write(`Flushed the cache of ${id}
`);
  });
  const webhooks = program2.command("webhooks").description("webhook endpoints, and a local verifying forwarder");
  const endpoints = webhooks.command("endpoints").description("registered receivers: create, list, get, update, delete, rotate-secret");
  const EP_COLUMNS = ["id", "url", "event_types", "enabled", "description", "created_at"];
  const secretOnce = (p) => p.note(p.err.yellow("The signing secret is shown only this once: store it (verify deliveries with it)."));
  withOutput(endpoints.command("create")).description("register a public HTTPS receiver; its signing secret is printed this once").requiredOption("--url <url>", "public https:// URL (loopback and private addresses are refused)").requiredOption(
    "--event <type>",
    "an event type (repeatable or comma-separated; GET /v1/webhooks/event-types lists them)",
    list
  ).option("--description <text>").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const ep = await client.webhooks.endpoints.create(
      {
        url: String(o.url),
        event_types: o.event,
        ...o.description !== void 0 ? { description: String(o.description) } : {}
      },
      { signal: ctx.signal }
    );
    const p = out(io, o);
    await p.object(ep, ["id", "url", "event_types", "enabled", "secret", "created_at"]);
    secretOnce(p);
  });
  withOutput(endpoints.command("list")).description("every endpoint (all pages)").action(async (_o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const rows = [];
    for await (const e of client.webhooks.endpoints.list({ limit: 100 }, { signal: ctx.signal })) rows.push(e);
    await out(io, o).list(rows, EP_COLUMNS);
  });
  withOutput(endpoints.command("get").argument("<endpoint_id>")).description("one endpoint").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    await out(io, o).object(await client.webhooks.endpoints.retrieve(id, { signal: ctx.signal }));
  });
  withOutput(endpoints.command("update").argument("<endpoint_id>")).description("change the URL, the event types, the description, or enable/disable").option("--url <url>").option("--event <type>", "the new event types (repeatable or comma-separated)", list).option("--description <text>", '"null" clears it').addOption(new Option("--enable", "resume deliveries").conflicts("disable")).option("--disable", "pause deliveries").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const body = {};
    if (o.url !== void 0) body.url = o.url;
    if (o.event !== void 0) body.event_types = o.event;
    if (o.description !== void 0) body.description = o.description === "null" ? null : o.description;
    if (o.enable) body.enabled = true;
    if (o.disable) body.enabled = false;
    if (Object.keys(body).length === 0)
      throw new UsageError("nothing to update: give --url, --event, --description, --enable or --disable");
    const { client } = makeClient(o, io);
    await out(io, o).object(await client.webhooks.endpoints.update(id, body, { signal: ctx.signal }));
  });
  endpoints.command("delete").argument("<endpoint_id>").description("delete an endpoint").option("-y, --yes", "do not ask for confirmation on a terminal").action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    await confirm(ctx, `Delete endpoint ${id}?`, o.yes);
    await client.webhooks.endpoints.delete(id, { signal: ctx.signal });
    io.stderr.write(`Deleted ${id}
`);
  });
  withOutput(endpoints.command("rotate-secret").argument("<endpoint_id>")).description("a new signing secret, printed this once; deliveries carry both signatures for the grace period").option(
    "--grace-period-hours <h>",
    "how long the old secret still signs (default 24, at most 168)",
    num("--grace-period-hours")
  ).action(async (id, _o, cmd) => {
    const o = optsOf(cmd);
    const { client } = makeClient(o, io);
    const ep = await client.webhooks.endpoints.rotateSecret(
      id,
      o.gracePeriodHours !== void 0 ? { grace_period_hours: Number(o.gracePeriodHours) } : {},
      { signal: ctx.signal }
    );
    const p = out(io, o);
    await p.object(ep);
    secretOnce(p);
  });
  webhooks.addCommand(forwardCommand(ctx));
  for (const c of workstreamsCommands(ctx)) program2.addCommand(c);
  const apiFields = [];
  withOutput(
    program2.command("api").argument("<method>", "GET, POST, PATCH, PUT or DELETE").argument("<path>", "e.g. /api/v1/connect-keys")
  ).description(
    "any route, with the SDK's headers, retries, idempotency keys and errors (fields go to the query string for GET, to the JSON body otherwise)"
  ).option(
    "-F, --field <key=value>",
    "a typed field (true, false, null, numbers, JSON, @file), repeatable",
    ordered(apiFields, true)
  ).option("-f, --raw-field <key=value>", "a string field, repeatable", ordered(apiFields, false)).option("--input <file>", "the JSON body from a file, or - for stdin").option("--paginate", "GET every page (limit/offset/has_more) and print the items of all of them as one array").option("-H, --header <name:value>", "an extra request header, repeatable", collect).option("--idempotency-key <key>", "reuse this key for a write").action(async (method, path3, _o, cmd) => {
    const o = optsOf(cmd);
    const m = method.toUpperCase();
    if (!["GET", "POST", "PATCH", "PUT", "DELETE", "HEAD"].includes(m))
      throw new UsageError(`unknown method "${method}"`);
    if (!path3.startsWith("/")) throw new UsageError(`the path must start with /: "${path3}"`);
    const fields = await buildBody({ input: o.input }, io, apiFields);
    const headers = {};
    for (const h of o.header ?? []) {
      const i = h.indexOf(":");
      if (i < 1) throw new UsageError(`--header "${h}" is not name:value`);
      headers[h.slice(0, i).trim().toLowerCase()] = h.slice(i + 1).trim();
    }
    if ("authorization" in headers)
      throw new UsageError("--header authorization: use --api-key (the key is never taken from a header)");
    const { client } = makeClient(o, io);
    const reqOpts = {
      signal: ctx.signal,
      headers,
      ...o.idempotencyKey ? { idempotencyKey: String(o.idempotencyKey) } : {}
    };
    const p = out(io, o);
    const isRead = m === "GET" || m === "HEAD";
    const query = isRead ? Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [
        k,
        typeof v === "object" && v !== null ? JSON.stringify(v) : v
      ])
    ) : void 0;
    if (o.paginate) {
      if (m !== "GET") throw new UsageError("--paginate is for GET lists");
      const items = [];
      let offset = typeof query?.offset === "number" ? query.offset : Number(query?.offset ?? 0);
      for (; ; ) {
        const page = await client.request("GET", path3, {
          ...reqOpts,
          query: { ...query, offset }
        });
        const key2 = Object.keys(page ?? {}).find((k) => Array.isArray(page[k]));
        if (!key2)
          throw new CommandFailed(
            `${path3} did not answer a list (no array in the response): --paginate needs limit/offset/has_more`
          );
        const got = page[key2];
        items.push(...got);
        if (o.verbose) p.note(`offset ${offset}: ${got.length} items`);
        const next = nextOffset(offset, got.length, page.has_more === true);
        if (next === null) break;
        offset = next;
      }
      await p.emit(items, () => p.line(JSON.stringify(items, null, 2)));
      return;
    }
    const hasBody = !isRead && (Object.keys(fields).length > 0 || o.input !== void 0);
    const r = await client.request(m, path3, { ...reqOpts, ...query ? { query } : {}, ...hasBody ? { body: fields } : {} }).withResponse();
    if (o.verbose)
      p.note(`${r.response.status} correlation id: ${r.correlationId ?? ""}${r.replayed ? " (replayed)" : ""}`);
    if (r.data === void 0) return;
    await p.emit(r.data, () => p.line(typeof r.data === "string" ? r.data : JSON.stringify(r.data, null, 2)));
  });
  program2.addCommand(doctorCommand(ctx));
  const inherit = (c) => {
    for (const sub of c.commands) {
      sub.exitOverride().configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) }).showHelpAfterError("(add --help for usage)");
      inherit(sub);
    }
  };
  inherit(program2);
  return program2;
}
function typeOf(s) {
  if (typeof s.$ref === "string") return s.$ref.split("/").pop() ?? "object";
  if (Array.isArray(s.type)) return s.type.join("|");
  if (s.type === "array") return `${typeOf(s.items ?? {})}[]`;
  if (Array.isArray(s.enum)) return s.enum.map(String).join("|");
  if (typeof s.type === "string") return s.type;
  for (const k of ["anyOf", "oneOf", "allOf"])
    if (Array.isArray(s[k])) return s[k].map(typeOf).join("|");
  return "any";
}
async function run(argv, io) {
  const ctl = new AbortController();
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    ctl.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const ctx = { io, signal: ctl.signal };
  const program2 = buildProgram(ctx);
  try {
    await program2.parseAsync(argv, { from: "user" });
    return interrupted ? EXIT.USAGE : EXIT.OK;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === "commander.helpDisplayed" || err.code === "commander.version" || err.code === "commander.help")
        return EXIT.OK;
      return err.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    }
    if (err instanceof CommandFailed && err.exitCode === EXIT.OK) return EXIT.OK;
    if (interrupted) {
      io.stderr.write("cancelled\n");
      return EXIT.USAGE;
    }
    const d = describeError(err);
    io.stderr.write(`error: ${d.message}
`);
    return d.code;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

// src/main.ts
process.exitCode = await run(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env
});
/*! Bundled license information:

smol-toml/dist/error.js:
smol-toml/dist/primitive.js:
smol-toml/dist/date.js:
smol-toml/dist/extract.js:
smol-toml/dist/util.js:
smol-toml/dist/struct.js:
smol-toml/dist/parse.js:
smol-toml/dist/stringify.js:
smol-toml/dist/index.js:
  (*!
   * Copyright (c) Squirrel Chat et al., All rights reserved.
   * SPDX-License-Identifier: BSD-3-Clause
   *
   * Redistribution and use in source and binary forms, with or without
   * modification, are permitted provided that the following conditions are met:
   *
   * 1. Redistributions of source code must retain the above copyright notice, this
   *    list of conditions and the following disclaimer.
   * 2. Redistributions in binary form must reproduce the above copyright notice,
   *    this list of conditions and the following disclaimer in the
   *    documentation and/or other materials provided with the distribution.
   * 3. Neither the name of the copyright holder nor the names of its contributors
   *    may be used to endorse or promote products derived from this software without
   *    specific prior written permission.
   *
   * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
   * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
   * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
   * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
   * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
   * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
   * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
   * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
   * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
   * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
   *)
*/
