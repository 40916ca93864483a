// LarkMatchers: matchers for UI state, generic over small protocols (Protocols/) that LarkUI's types
// adopt (Conformances/LarkUI/). Their shared rules: docs/ui-matchers.md; one page each: MatcherDocs/.
