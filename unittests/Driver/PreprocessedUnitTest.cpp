//===- PreprocessedUnitTest.cpp - The preprocessed unit's text ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// tidyPreprocessedUnit and withoutMacroFlags (lib/Driver/Runner.cpp): what
// the driver does to a source whose OpenACC is in headers or macros.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/Runner.h"
#include "gtest/gtest.h"
#include <map>

using namespace accc::driver;

namespace {

/// Source lines of made-up files.
llvm::StringRef lineOf(llvm::StringRef File, unsigned N) {
  static const std::map<std::string, std::vector<std::string>> Files = {
      {"main.c", {"#include <stdio.h>", "int main(void) {",
                  "    #pragma acc parallel loop", "  LOOP(n) x++;"}},
      {"k.h", {"\t#pragma acc routine seq"}}};
  auto F = Files.find(File.str());
  if (F == Files.end() || N == 0 || N > F->second.size())
    return "";
  return F->second[N - 1];
}

TEST(PreprocessedUnit, DropsTheReturnFlagAfterAKeptInclude) {
  // clang -E -fkeep-system-includes writes "2" after a kept #include,
  // though no file was entered; a return from an entered file stays.
  std::string Out = tidyPreprocessedUnit(
      "# 1 \"main.c\"\n#include <stdio.h> /* kept */\n# 2 \"main.c\" 2\n"
      "# 1 \"k.h\" 1\nint k;\n# 3 \"main.c\" 2\n",
      lineOf);
  EXPECT_EQ(Out, "# 1 \"main.c\"\n#include <stdio.h> /* kept */\n"
                 "# 2 \"main.c\"\n# 1 \"k.h\" 1\nint k;\n# 3 \"main.c\" 2\n");
}

TEST(PreprocessedUnit, DropsTheReturnFlagAfterAKeptIncludeInAHeader) {
  // The same inside an entered header: the "2" names the header itself,
  // not the file that included it (ParRes Kernels' prk_util.h, whose
  // static inline functions then counted as the main file's).
  std::string Out = tidyPreprocessedUnit(
      "# 1 \"main.c\"\n# 1 \"k.h\" 1\n#include <stdio.h> /* kept */\n"
      "# 42 \"k.h\" 2\nint k;\n# 3 \"main.c\" 2\n",
      lineOf);
  EXPECT_EQ(Out, "# 1 \"main.c\"\n# 1 \"k.h\" 1\n#include <stdio.h> /* kept */\n"
                 "# 42 \"k.h\"\nint k;\n# 3 \"main.c\" 2\n");
}

TEST(PreprocessedUnit, GivesPragmaLinesTheirIndentation) {
  std::string Out = tidyPreprocessedUnit(
      "# 2 \"main.c\"\nint main(void) {\n#pragma acc parallel loop\n"
      "# 1 \"k.h\" 1\n#pragma acc routine seq\n",
      lineOf);
  EXPECT_EQ(Out, "# 2 \"main.c\"\nint main(void) {\n"
                 "    #pragma acc parallel loop\n# 1 \"k.h\" 1\n"
                 "\t#pragma acc routine seq\n");
}

TEST(PreprocessedUnit, LeavesAMacrosPragmaAsClangWroteIt) {
  // Line 4 of main.c is `LOOP(n) x++;`: its pragma has no '#' in the source.
  std::string Out = tidyPreprocessedUnit(
      "# 4 \"main.c\"\n#pragma acc parallel loop\n# 4 \"main.c\"\n x++;",
      lineOf);
  EXPECT_EQ(Out, "# 4 \"main.c\"\n#pragma acc parallel loop\n# 4 \"main.c\"\n"
                 " x++;");
}

TEST(PreprocessedUnit, GivesADirectiveTheNameItsMacroHolds) {
  // OpenACC 3.3 sec. 2.1: the tokens after `#pragma acc` are subject to
  // macro replacement; clang -E leaves them. Object-like macros, as -dD
  // writes them, in their order; an #undef ends one; a macro that names
  // itself stops; clause arguments keep their macros.
  std::string Out = tidyPreprocessedUnit(
      "# 1 \"u.c\"\n#define CONSTRUCT parallel\n#define PL CONSTRUCT loop\n"
      "#define SELF SELF\n#define F(x) x\n#define N 8\n"
      "#pragma acc CONSTRUCT copy(v[0:N])\n#pragma acc PL\n"
      "#pragma acc SELF\n#pragma acc F(kernels)\n#pragma acc N\n"
      "#pragma omp CONSTRUCT\n#pragma accCONSTRUCT\n"
      "#undef CONSTRUCT\n#pragma acc CONSTRUCT\n#pragma acc\tPL(x)\n",
      lineOf);
  EXPECT_EQ(Out,
            "# 1 \"u.c\"\n#define CONSTRUCT parallel\n#define PL CONSTRUCT loop\n"
            "#define SELF SELF\n#define F(x) x\n#define N 8\n"
            "#pragma acc parallel copy(v[0:N])\n#pragma acc parallel loop\n"
            "#pragma acc SELF\n#pragma acc F(kernels)\n#pragma acc 8\n"
            "#pragma omp CONSTRUCT\n#pragma accCONSTRUCT\n"
            "#undef CONSTRUCT\n#pragma acc CONSTRUCT\n"
            "#pragma acc\tCONSTRUCT loop(x)\n");
}

TEST(PreprocessedUnit, UnknownFilesChangeNothing) {
  llvm::StringRef Text = "# 1 \"<stdin>\"\n#pragma acc data\n{}\n";
  EXPECT_EQ(tidyPreprocessedUnit(Text, lineOf), Text.str());
}

TEST(PreprocessedUnit, MacroFlagsGoSearchPathsStay) {
  std::vector<std::string> Flags = {
      "-I", "inc", "-DN=4", "-D", "M", "-include", "cfg.h", "-Iother",
      "-isystem", "sys", "-UX", "-MD", "-MF", "a.d", "-MTa.o", "-O2",
      "-imacros", "m.h", "-std=c11"};
  std::vector<std::string> Expected = {"-I",       "inc", "-Iother", "-isystem",
                                       "sys",      "-O2", "-std=c11"};
  EXPECT_EQ(withoutMacroFlags(Flags), Expected);
}

} // namespace
