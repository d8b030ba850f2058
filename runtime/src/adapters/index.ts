// Adapters: a kit's tools in the shape each agent framework takes, with an `execute` that answers errors in words.
export { toAISDKTools } from "./ai-sdk.js";
export type { AISDKToolError, AISDKToolsOptions } from "./ai-sdk.js";
export { toAnthropicTools } from "./anthropic.js";
export type { AnthropicTools, AnthropicToolSearchTool, AnthropicToolsOptions } from "./anthropic.js";
export { toGeminiTools } from "./gemini.js";
export type { GeminiTools, GeminiToolsOptions } from "./gemini.js";
export { toOpenAITools } from "./openai.js";
export type { OpenAITools, OpenAIToolsOptions } from "./openai.js";
export { errorText, runTool, withResultBudget } from "./result.js";
export type { AnyToolkit, ResultOptions, RunOptions, ToolOutcome } from "./result.js";
export { CUT_KEY, DEFAULT_RESULT_BUDGET, estimateTokens, resultParams } from "./budget.js";
export type { CutNotice, ResultParams } from "./budget.js";
export { geminiDialect, openaiDialect, openaiStrictDialect, providerSchema } from "./schema.js";
export type { ObjectSchema, SchemaDialect } from "./schema.js";
export { SelectionError, selectTools, TOOL_GROUPS } from "./select.js";
export type { ToolGroup, ToolSelection } from "./select.js";
export { anthropicTool, geminiDeclaration, mcpTool, openaiResponsesTool, openaiTool } from "./shapes.js";
export type {
  AnthropicTool,
  GeminiFunctionDeclaration,
  McpAnnotations,
  JsonObjectSchema,
  McpTool,
  OpenAIResponsesTool,
  OpenAITool,
} from "./shapes.js";
