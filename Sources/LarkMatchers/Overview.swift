// LarkMatchers: declarative matchers for the state of UI objects, generic over small protocols
// (Protocols/) that LarkUI's types adopt (Conformances/LarkUI/). The rules every matcher
// follows, and where they depart from UIKitNimbleMatchers: see docs/ui-matchers.md and
// docs/design-decisions.md; each matcher has a page in MatcherDocs/.
