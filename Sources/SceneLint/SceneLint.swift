// The lint engine; filled in by the lint commit.
enum SceneLintPlaceholder {}
