//===- LegacySpelling.cpp - Legacy OpenACC spellings read as 3.3's ---------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A text rewrite before the parse, because clang's OpenACC parser rejects
// the spelling before any callback could see it. It keeps every line and
// column, so the parse's locations, the #line markers of the translation
// and the warning for each place all name the user's text.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/LegacySpelling.h"
#include <regex>

namespace accc::driver {

std::optional<LegacyRewrite> rewriteLegacyAtomicCapture(llvm::StringRef Text) {
  static const std::regex Pragma(
      R"(^([ \t]*#[ \t]*pragma[ \t]+acc[ \t]+atomic[ \t]+)(update[ \t]+capture)\b)");
  // Most files have no such line: no copy, no regex for them.
  if (!Text.contains("capture"))
    return std::nullopt;
  LegacyRewrite Out;
  unsigned LineNo = 0;
  for (llvm::StringRef Rest = Text; !Rest.empty();) {
    auto [Line, Next] = Rest.split('\n');
    ++LineNo;
    std::string L = Line.str();
    std::smatch M;
    if (Line.contains("capture") && std::regex_search(L, M, Pragma)) {
      std::string Word = M[2].str();
      L.replace(M.position(2), Word.size(),
                "capture" + std::string(Word.size() - 7, ' '));
      Out.Places.push_back({LineNo, unsigned(M.position(2)) + 1});
    }
    Out.Text += L;
    if (Rest.size() > Line.size())
      Out.Text += '\n';
    Rest = Next;
  }
  if (Out.Places.empty())
    return std::nullopt;
  return Out;
}

} // namespace accc::driver
