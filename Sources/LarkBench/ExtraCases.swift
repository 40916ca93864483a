/// Cases added by later layers (e.g. UI matchers).
func extraCases() -> [BenchCase] { uiMatcherCases() + screenCases() + scrollCases() + collectionCases() + layoutCases() }
