//===- LegacySpelling.cpp - Legacy OpenACC spellings read as 3.3's --------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A text rewrite before the parse, because clang's OpenACC parser rejects
// these spellings before any callback could see them. Every token keeps its
// line, so the parse's locations, the #line markers of the translation and
// the warning for each place name the user's text. Only the text of OpenACC
// directives is read: a `#pragma acc` line with its continuation lines, or
// the string of a `_Pragma("acc ...")`; never a comment or a string literal.
//  1. `#pragma acc atomic update capture` -> `atomic capture` padded with
//     blanks to the same length (every column kept).
//  2. `#pragma acc routine` [`(name)`] with no gang, worker, vector or seq
//     clause on any of its lines -> ` seq` added at the end of its last
//     line, before a comment there (columns before it kept).
//  3. `reduction(-:list)`, any spacing, also on a continuation line, in a
//     `_Pragma` string, or in a string a macro passes to `_Pragma` (one
//     that starts with `acc` and a word) -> `reduction(+:list)` (every
//     column kept). OpenACC 3.3 sec. 2.5.15 has no `-` operator and clang
//     rejects it; GCC and OpenMP before 5.2 accept it, with partial results
//     that start at 0 and are added to the original, which is what `+` does.
//  4. A reduction clause that holds an item clang's Sema rejected for its
//     type in a first parse, and that accc reduces itself (a `_Complex`
//     variable, a struct with struct or array members; ReductionItems.cpp
//     decides which): `reduction` -> `private` padded with blanks, the
//     operator and the `:` blanked (every column kept), its operator and
//     replaced text recorded. clang then parses the items as `private`
//     ones (binding each name to its declaration) and accepts them; after
//     the parse the clause becomes a reduction again and the file's text is
//     restored. A text rewrite alone cannot know an item's type, hence the
//     first parse.
//  5. In a `declare` directive, a list item in redundant parentheses
//     (`create((x))`, `copyin(zero: (a[0:n]))`) -> the parentheses blanked
//     (every column kept), the replaced text recorded. clang 22's Sema
//     crashes on such an item in `declare` (CheckDeclareClause; other
//     directives accept it), and a parenthesized name is the variable
//     itself.
//  6. The `firstprivate` clauses of a directive on which the previous parse
//     crashed clang (22's Sema crashes building the copy of a
//     multi-dimensional array: CreateFirstPrivateInitRecipe; PipelineAction
//     .cpp retries such a parse) -> `private` padded with blanks, the
//     replaced text recorded; after the parse each is a `firstprivate`
//     clause again with the same items (ReductionItems.cpp). A crash that
//     was not the clause's crashes the retry too, which then stops with
//     accc's error at the directive.
//  7. A `routine(name)` directive that the previous parse found naming the
//     overloads of a standard math function (ReductionItems.cpp's probe;
//     clang 22 rejects a routine name that names several functions) ->
//     blanked, every line of it (every other line and column kept), the
//     replaced text and the name recorded. The device compilation provides
//     those functions (clang's math headers for offloading), so the
//     directive has nothing to add; -Waccc-ignored-clause reports it, the
//     OpenMP print leaves it out and the OpenACC print keeps it.
//  8. A `routine` directive with `bind` on which the previous parse crashed
//     clang (22's Sema crashes comparing its bind with an earlier routine
//     directive of the function that has none; PipelineAction.cpp retries
//     such a parse) -> blanked as in rule 7; Translate.cpp reports an
//     error at it instead of the crash.
//  9. A `data` directive without clauses (`#pragma acc data` alone, a
//     comment aside) -> blanked as in rule 7: OpenACC 3.3 sec. 2.6.5 asks
//     for at least one data or default clause and clang rejects it; GCC,
//     nvc and flang accept it (GCC's libgomp tests data-1.c, declare-1.c,
//     host_data-4.c), and it has nothing to do. -Waccc-legacy-spelling
//     reports it; the OpenMP print leaves it out, its block stays a block.
// Rules 1 and 2 are reported by -Waccc-legacy-spelling, rule 3 by
// -Waccc-minus-reduction (Translate.cpp, after the parse); rules 4 and 5
// are not reported (nothing the user wrote is read differently), and the
// user's text of both comes back after the parse (restoreRewrittenText).
//
// Tests: test/Translate/atomic-update-capture.c, test/Translate/routine.c,
// test/Translate/reduction-minus.c, test/Execution/atomic-update-capture.c,
// test/Execution/routine.c, test/Execution/reduction-minus.c,
// test/Diagnostics/warning-group-legacy-spelling.c,
// test/Diagnostics/warning-group-minus-reduction.c; rule 4:
// test/Translate/reduction-complex.c, test/Execution/reduction-complex.c;
// rule 5: test/Translate/declare-parenthesized-item.c; rule 6:
// test/Execution/firstprivate-multidim.c; rule 7:
// test/Translate/routine-library-overloads.cpp,
// test/Execution/routine-library-overloads.cpp; rule 8:
// test/Diagnostics/routine-bind-after-routine.c.
//
//===----------------------------------------------------------------------===//

#include "accc/Driver/LegacySpelling.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <cctype>
#include <cstring>
#include <regex>

namespace accc::driver {

namespace {

const std::regex AccPragma(R"(^[ \t]*#[ \t]*pragma[ \t]+acc\b)");
const std::regex AtomicUpdateCapture(
    R"(^([ \t]*#[ \t]*pragma[ \t]+acc[ \t]+atomic[ \t]+)(update[ \t]+capture)\b)");
const std::regex Routine(R"(^([ \t]*#[ \t]*pragma[ \t]+acc[ \t]+)routine\b)");
// Rule 7: the named form; group 1 the name (optionally `::` or `std::`).
const std::regex NamedRoutine(
    R"(^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+routine[ \t]*\([ \t]*((?:(?:std)?[ \t]*::[ \t]*)?[A-Za-z_][A-Za-z0-9_]*)[ \t]*\))");
const std::regex BindClause(R"(\bbind[ \t]*\()");
// Rule 9: the whole directive (comments already blanked).
const std::regex EmptyDataDirective(
    R"(^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+data[ \t\r]*$)");
const std::regex LevelClause(R"(\b(gang|worker|vector|seq)\b)");
// Blanks, also across a continuation (`\` and a newline).
const std::string Blanks = R"((?:[ \t\r]|\\\r?\n)*)";
const std::regex MinusReduction(R"(\breduction)" + Blanks + R"(\()" + Blanks +
                                "(-)" + Blanks + ":");
const std::regex PragmaOperator(R"(\b_Pragma[ \t]*\([ \t]*")");
const std::regex ReductionHead(R"(\breduction)" + Blanks + R"(\()" + Blanks +
                               R"((\+|\*|max|min|&&|\|\||&|\||\^|-))" +
                               Blanks + ":");
const std::regex AccString(R"(^[ \t]*acc\b)");
// A string outside `_Pragma(...)` that holds a directive's text.
const std::regex AccDirectiveString(R"(^[ \t]*acc[ \t]+[a-z_]+\b)");
const std::regex DeclareString(R"(^[ \t]*acc[ \t]+declare\b)");
const std::regex Declare(R"(^[ \t]*#[ \t]*pragma[ \t]+acc[ \t]+declare\b)");
const std::regex FirstprivateHead(R"(\b(firstprivate))" + Blanks + R"(\()");
// A clause's name and its opening parenthesis.
const std::regex ClauseHead(R"(\b[A-Za-z_]\w*)" + Blanks + R"(\()");

/// Whether the quote at \p I of \p Line is a C++14 digit separator
/// (`1'000`), not a character literal (`'a'`, `u8'a'`).
bool digitSeparator(const std::string &Line, size_t I) {
  size_t Start = I;
  while (Start > 0 && (std::isalnum((unsigned char)Line[Start - 1]) ||
                       Line[Start - 1] == '_' || Line[Start - 1] == '.'))
    --Start;
  return Start < I && std::isdigit((unsigned char)Line[Start]);
}

/// \p Line with the text of its comments and the contents of its string and
/// character literals blanked, every column kept (quotes too, so a literal's
/// extent stays visible). \p InComment: whether a block comment is open at
/// the line's start; on return, at its end.
std::string mask(const std::string &Line, bool &InComment) {
  std::string Out = Line;
  size_t N = Line.size();
  for (size_t I = 0; I < N;) {
    if (InComment) {
      size_t End = Line.find("*/", I);
      size_t Stop = End == std::string::npos ? N : End + 2;
      for (; I < Stop; ++I)
        Out[I] = ' ';
      InComment = End == std::string::npos;
      continue;
    }
    char C = Line[I];
    if (C == '/' && I + 1 < N && Line[I + 1] == '/') {
      for (; I < N; ++I)
        Out[I] = ' ';
    } else if (C == '/' && I + 1 < N && Line[I + 1] == '*') {
      Out[I] = Out[I + 1] = ' ';
      I += 2;
      InComment = true;
    } else if ((C == '"' || C == '\'') &&
               !(C == '\'' && digitSeparator(Line, I))) {
      for (++I; I < N && Line[I] != C; ++I) {
        if (Line[I] == '\\' && I + 1 < N)
          Out[I++] = ' ';
        Out[I] = ' ';
      }
      ++I; // the closing quote, kept
    } else {
      ++I;
    }
  }
  return Out;
}

bool continues(const std::string &Line) {
  size_t End = Line.find_last_not_of(" \t\r");
  return End != std::string::npos && Line[End] == '\\';
}

/// Rule 3 on \p Text (code without comments), whose offset 0 is line
/// \p Line, column \p Column: each `-` replaced in \p Lines, recorded in
/// \p Out.
void rewriteMinusReductions(const std::string &Text, size_t Line,
                            size_t Column, std::vector<std::string> &Lines,
                            LegacyRewrite &Out) {
  for (auto It = std::sregex_iterator(Text.begin(), Text.end(),
                                      MinusReduction);
       It != std::sregex_iterator(); ++It) {
    size_t At = It->position(1);
    size_t LineStart = Text.rfind('\n', At);
    size_t L = Line + std::count(Text.begin(), Text.begin() + At, '\n');
    size_t Col = LineStart == std::string::npos ? Column + At
                                                : At - LineStart - 1;
    Lines[L][Col] = '+';
    Out.Places.push_back(
        {LegacyKind::MinusReduction, unsigned(L) + 1, unsigned(Col) + 1});
  }
}

/// The 0-based line and column of offset \p At of \p Text, whose offset 0
/// is line \p Line, column \p Column.
FilePosition positionOf(const std::string &Text, size_t At, size_t Line,
                        size_t Column) {
  size_t LineStart = Text.rfind('\n', At == 0 ? 0 : At - 1);
  if (At == 0 || LineStart == std::string::npos)
    return {unsigned(Line), unsigned(Column + At)};
  return {unsigned(Line + std::count(Text.begin(), Text.begin() + At, '\n')),
          unsigned(At - LineStart - 1)};
}

/// The offset of the parenthesis or bracket that closes the one at \p Open
/// of \p Text, or npos.
size_t closing(const std::string &Text, size_t Open) {
  int Depth = 0;
  for (size_t At = Open; At < Text.size(); ++At) {
    char C = Text[At];
    if (C == '(' || C == '[')
      ++Depth;
    else if ((C == ')' || C == ']') && --Depth == 0)
      return At;
  }
  return std::string::npos;
}

/// Rule 4 on \p Text (a directive's code, comments blanked), whose offset
/// 0 is line \p Line, column \p Column: each reduction clause whose list
/// holds one of \p Items (1-based) rewritten in \p Lines, recorded in
/// \p Out.
void rewriteRejectedReductions(const std::string &Text, size_t Line,
                               size_t Column, llvm::ArrayRef<FilePosition> Items,
                               std::vector<std::string> &Lines,
                               LegacyRewrite &Out) {
  for (auto It = std::sregex_iterator(Text.begin(), Text.end(), ReductionHead);
       It != std::sregex_iterator(); ++It) {
    size_t Head = It->position(0), Colon = Head + It->length(0) - 1;
    // The list: to the parenthesis that closes the clause.
    size_t End = closing(Text, Text.find('(', Head));
    if (End == std::string::npos)
      End = Text.size();
    FilePosition From = positionOf(Text, Colon + 1, Line, Column);
    FilePosition To = positionOf(Text, End, Line, Column);
    if (llvm::none_of(Items, [&](FilePosition P) {
          FilePosition Z{P.first - 1, P.second - 1};
          return From <= Z && Z < To;
        }))
      continue;
    std::string Original;
    for (size_t At = Head; At <= Colon; ++At) {
      auto [L, C] = positionOf(Text, At, Line, Column);
      if (Text[At] != '\n')
        Original += Lines[L][C];
      else
        Original += '\n';
    }
    auto Set = [&](size_t At, char C) {
      auto [L, Col] = positionOf(Text, At, Line, Column);
      Lines[L][Col] = C;
    };
    for (size_t I = 0; I < 9; ++I)
      Set(Head + I, "private  "[I]);
    for (size_t At = It->position(1); At < size_t(It->position(1) +
                                                  It->length(1));
         ++At)
      Set(At, ' ');
    Set(Colon, ' ');
    auto [L, C] = positionOf(Text, Head, Line, Column);
    LegacyPlace P{LegacyKind::ReductionAsPrivate, L + 1, C + 1};
    P.Operator = (*It)[1].str() == "-" ? "+" : (*It)[1].str(); // rule 3
    P.Original = std::move(Original);
    Out.Places.push_back(std::move(P));
  }
}

/// A blank of a directive's text, a continuation's `\` included.
bool blank(char C) {
  return C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '\\';
}

/// Rule 5 on \p Text (a `declare` directive's code, comments blanked),
/// whose offset 0 is line \p Line, column \p Column: the redundant
/// parentheses around each list item blanked in \p Lines, recorded in
/// \p Out.
void rewriteParenthesizedDeclareItems(const std::string &Text, size_t Line,
                                      size_t Column,
                                      std::vector<std::string> &Lines,
                                      LegacyRewrite &Out) {
  auto Set = [&](size_t At, char C) {
    auto [L, Col] = positionOf(Text, At, Line, Column);
    Lines[L][Col] = C;
  };
  for (auto It = std::sregex_iterator(Text.begin(), Text.end(), ClauseHead);
       It != std::sregex_iterator(); ++It) {
    size_t Open = It->position(0) + It->length(0) - 1;
    size_t Close = closing(Text, Open);
    if (Close == std::string::npos)
      continue;
    // Each item: between commas at the list's own depth.
    for (size_t Begin = Open + 1; Begin < Close;) {
      size_t End = Begin;
      for (int Depth = 0; End < Close; ++End) {
        char C = Text[End];
        if (C == '(' || C == '[')
          ++Depth;
        else if (C == ')' || C == ']')
          --Depth;
        else if (C == ',' && Depth == 0)
          break;
      }
      size_t First = Begin, Last = End;
      while (First < Last && blank(Text[First]))
        ++First;
      while (Last > First && blank(Text[Last - 1]))
        --Last;
      // A modifier (`zero:`, `readonly:`) before the item.
      size_t Word = First;
      while (Word < Last && (std::isalnum((unsigned char)Text[Word]) ||
                             Text[Word] == '_'))
        ++Word;
      size_t AfterWord = Word;
      while (AfterWord < Last && blank(Text[AfterWord]))
        ++AfterWord;
      if (Word > First && AfterWord < Last && Text[AfterWord] == ':' &&
          (AfterWord + 1 == Last || Text[AfterWord + 1] != ':')) {
        First = AfterWord + 1;
        while (First < Last && blank(Text[First]))
          ++First;
      }
      size_t Start = First;
      std::string Original;
      while (First < Last && Text[First] == '(' &&
             closing(Text, First) == Last - 1) {
        if (Original.empty())
          for (size_t At = Start; At < Last; ++At) {
            auto [L, C] = positionOf(Text, At, Line, Column);
            Original += Text[At] == '\n' ? '\n' : Lines[L][C];
          }
        Set(First, ' ');
        Set(Last - 1, ' ');
        ++First;
        --Last;
        while (First < Last && blank(Text[First]))
          ++First;
        while (Last > First && blank(Text[Last - 1]))
          --Last;
      }
      if (!Original.empty()) {
        auto [L, C] = positionOf(Text, Start, Line, Column);
        LegacyPlace P{LegacyKind::ParenthesizedDeclareItem, L + 1, C + 1};
        P.Original = std::move(Original);
        Out.Places.push_back(std::move(P));
      }
      Begin = End + 1;
    }
  }
}

/// Rule 6 on \p Text (a directive's code, comments blanked), whose offset
/// 0 is line \p Line, column \p Column: each `firstprivate` read as
/// `private` in \p Lines, recorded in \p Out.
void rewriteFirstprivates(const std::string &Text, size_t Line, size_t Column,
                          std::vector<std::string> &Lines, LegacyRewrite &Out) {
  for (auto It = std::sregex_iterator(Text.begin(), Text.end(),
                                      FirstprivateHead);
       It != std::sregex_iterator(); ++It) {
    auto [L, C] = positionOf(Text, It->position(1), Line, Column);
    Lines[L].replace(C, 12, "private     ");
    LegacyPlace P{LegacyKind::FirstprivateAsPrivate, L + 1, C + 1};
    P.Original = "firstprivate";
    Out.Places.push_back(std::move(P));
  }
}

/// Rules 7, 8 and 9 on the directive of \p Lines from line \p First
/// through \p Last (0-based) whose code is \p Code: blanks it if it is a
/// named `routine` (rule 7), a `routine` with `bind` (rule 8) or a `data`
/// directive without clauses (rule 9), recorded in \p Out as \p Kind.
bool blankDirective(LegacyKind Kind, const std::string &Code, size_t First,
                    size_t Last, std::vector<std::string> &Lines,
                    LegacyRewrite &Out) {
  std::smatch M;
  if (Kind == LegacyKind::LibraryRoutine
          ? !std::regex_search(Code, M, NamedRoutine)
      : Kind == LegacyKind::EmptyData
          ? !std::regex_search(Code, EmptyDataDirective)
          : !std::regex_search(Code, Routine) ||
                !std::regex_search(Code, BindClause))
    return false;
  size_t Start = Lines[First].find('#');
  if (Start == std::string::npos)
    return false;
  LegacyPlace P{Kind, unsigned(First) + 1, unsigned(Start) + 1};
  if (Kind == LegacyKind::LibraryRoutine)
    P.Operator = M[1].str();
  for (size_t L = First; L <= Last; ++L) {
    size_t From = L == First ? Start : 0;
    P.Original += Lines[L].substr(From) + (L < Last ? "\n" : "");
    for (size_t C = From; C < Lines[L].size(); ++C)
      if (Lines[L][C] != '\r')
        Lines[L][C] = ' ';
  }
  Out.Places.push_back(std::move(P));
  return true;
}

} // namespace

std::optional<LegacyRewrite>
rewriteLegacySpellings(llvm::StringRef Text,
                       llvm::ArrayRef<FilePosition> RejectedItems,
                       llvm::ArrayRef<unsigned> FirstprivateLines,
                       llvm::ArrayRef<unsigned> LibraryRoutineLines,
                       llvm::ArrayRef<unsigned> CrashingBindLines) {
  // Most files have none: no copy, no regex for them.
  if (!Text.contains("capture") && !Text.contains("routine") &&
      !Text.contains("reduction") && !Text.contains("declare") &&
      !Text.contains("data") &&
      FirstprivateLines.empty() && CrashingBindLines.empty())
    return std::nullopt;
  std::vector<std::string> Lines, Code;
  llvm::SmallVector<llvm::StringRef, 0> Parts;
  Text.split(Parts, '\n');
  bool InComment = false;
  for (llvm::StringRef P : Parts) {
    Lines.push_back(P.str());
    Code.push_back(mask(Lines.back(), InComment));
  }
  LegacyRewrite Out;
  for (size_t I = 0; I < Lines.size(); ++I) {
    const std::string &C = Code[I];
    if (!std::regex_search(C, AccPragma)) {
      // Rules 3 and 5 in each string of a line of code whose text is an
      // OpenACC directive's: a `_Pragma("acc ...")` (a macro's too), or a
      // string a macro passes to `_Pragma` (`M("acc loop reduction(-:t)")`
      // with `_Pragma(x)` in M: GCC's vred2d-128), which starts with `acc`
      // and a directive's name. A string's text is blank in the code,
      // its quotes kept.
      if (C.find('"') == std::string::npos)
        continue;
      // Where the strings of `_Pragma("...")` start.
      llvm::SmallVector<size_t, 2> PragmaStrings;
      if (C.find("_Pragma") != std::string::npos)
        for (auto It = std::sregex_iterator(C.begin(), C.end(), PragmaOperator);
             It != std::sregex_iterator(); ++It)
          PragmaStrings.push_back(It->position(0) + It->length(0));
      for (size_t Open = C.find('"'); Open != std::string::npos;) {
        size_t Close = C.find('"', Open + 1);
        std::string Str = Lines[I].substr(
            Open + 1,
            (Close == std::string::npos ? C.size() : Close) - Open - 1);
        bool Pragma = llvm::is_contained(PragmaStrings, Open + 1);
        if (std::regex_search(Str, Pragma ? AccString : AccDirectiveString)) {
          rewriteMinusReductions(Str, I, Open + 1, Lines, Out);
          if (std::regex_search(Str, DeclareString))
            rewriteParenthesizedDeclareItems(Str, I, Open + 1, Lines, Out);
        }
        Open = Close == std::string::npos ? Close : C.find('"', Close + 1);
      }
      continue;
    }
    // The directive's lines, with their continuations.
    size_t Last = I;
    std::string Clauses = C;
    while (continues(Lines[Last]) && Last + 1 < Lines.size())
      Clauses += "\n" + Code[++Last];
    if ((llvm::is_contained(LibraryRoutineLines, unsigned(I) + 1) &&
         blankDirective(LegacyKind::LibraryRoutine, Clauses, I, Last, Lines,
                        Out)) || // rule 7
        (llvm::is_contained(CrashingBindLines, unsigned(I) + 1) &&
         blankDirective(LegacyKind::CrashingRoutineBind, Clauses, I, Last,
                        Lines, Out)) || // rule 8
        blankDirective(LegacyKind::EmptyData, Clauses, I, Last, Lines,
                       Out)) { // rule 9
      I = Last;
      continue;
    }
    rewriteMinusReductions(Clauses, I, 0, Lines, Out);
    if (!RejectedItems.empty())
      rewriteRejectedReductions(Clauses, I, 0, RejectedItems, Lines, Out);
    if (std::regex_search(C, Declare))
      rewriteParenthesizedDeclareItems(Clauses, I, 0, Lines, Out);
    if (llvm::is_contained(FirstprivateLines, unsigned(I) + 1))
      rewriteFirstprivates(Clauses, I, 0, Lines, Out);
    std::smatch M;
    if (std::regex_search(C, M, AtomicUpdateCapture)) { // rule 1
      std::string Word = M[2].str();
      Lines[I].replace(M.position(2), Word.size(),
                       "capture" + std::string(Word.size() - 7, ' '));
      Out.Places.push_back({LegacyKind::AtomicUpdateCapture, unsigned(I) + 1,
                            unsigned(M.position(2)) + 1});
    } else if (std::regex_search(C, M, Routine) && // rule 2
               !std::regex_search(Clauses.substr(M.length(0)), LevelClause)) {
      std::string &End = Lines[Last];
      size_t At = Code[Last].find_last_not_of(" \t\r") + 1;
      End.insert(At, At > 0 && End[At - 1] != ' ' ? " seq" : "seq ");
      Out.Places.push_back({LegacyKind::RoutineWithoutLevel, unsigned(I) + 1,
                            unsigned(M.length(1)) + 1});
    }
    I = Last;
  }
  if (Out.Places.empty())
    return std::nullopt;
  for (size_t I = 0; I < Lines.size(); ++I)
    Out.Text += Lines[I] + (I + 1 < Lines.size() ? "\n" : "");
  return Out;
}

namespace {

/// A file's rewritten text, as clang reads it.
class RewrittenFile : public llvm::vfs::File {
public:
  RewrittenFile(llvm::vfs::Status S, llvm::StringRef Text)
      : S(std::move(S)), Text(Text) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status S;
  std::string Text;
};

/// \p S with the size of \p Text.
llvm::vfs::Status withSize(const llvm::vfs::Status &S, llvm::StringRef Text) {
  return llvm::vfs::Status(S.getName(), S.getUniqueID(),
                           S.getLastModificationTime(), S.getUser(),
                           S.getGroup(), Text.size(), S.getType(),
                           S.getPermissions());
}

} // namespace

const LegacyRewrite *LegacySpellingFS::rewritten(const llvm::Twine &Path) {
  std::string Key = Path.str();
  auto Known = Rewrites.find(Key);
  if (Known != Rewrites.end())
    return Known->second ? &*Known->second : nullptr;
  std::optional<LegacyRewrite> R;
  auto S = ProxyFileSystem::status(Key);
  if (S && S->isRegularFile())
    if (auto File = ProxyFileSystem::openFileForRead(Key))
      if (auto Buffer = (*File)->getBuffer(Key))
        R = rewriteLegacySpellings((*Buffer)->getBuffer(), Rejected[Key],
                                   Firstprivate[Key], LibraryRoutines[Key],
                                   CrashingBinds[Key]);
  if (R)
    Order.push_back(Key);
  auto &Slot = Rewrites[Key] = std::move(R);
  return Slot ? &*Slot : nullptr;
}

llvm::ErrorOr<llvm::vfs::Status>
LegacySpellingFS::status(const llvm::Twine &Path) {
  auto S = ProxyFileSystem::status(Path);
  if (S && S->isRegularFile())
    if (const LegacyRewrite *R = rewritten(Path))
      return withSize(*S, R->Text);
  return S;
}

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
LegacySpellingFS::openFileForRead(const llvm::Twine &Path) {
  auto File = ProxyFileSystem::openFileForRead(Path);
  if (!File)
    return File;
  const LegacyRewrite *R = rewritten(Path);
  if (!R)
    return File;
  auto S = (*File)->status();
  if (!S)
    return S.getError();
  return std::unique_ptr<llvm::vfs::File>(
      new RewrittenFile(withSize(*S, R->Text), R->Text));
}

void restoreRewrittenText(clang::SourceManager &SM,
                          const std::vector<LegacyPlace> &Places) {
  for (const LegacyPlace &P : Places) {
    if (P.Original.empty())
      continue;
    auto File = SM.getFileManager().getOptionalFileRef(P.File);
    clang::SourceLocation Loc =
        File ? SM.translateFileLineCol(*File, P.Line, P.Column)
             : clang::SourceLocation();
    if (Loc.isInvalid())
      continue;
    // The buffer is the copy LegacySpellingFS made of the file, the same
    // for every inclusion of it; the text keeps its length.
    auto [FID, Offset] = SM.getDecomposedLoc(Loc);
    std::optional<llvm::MemoryBufferRef> Buf = SM.getBufferOrNone(FID);
    if (Buf && Offset + P.Original.size() <= Buf->getBufferSize())
      std::memcpy(const_cast<char *>(Buf->getBufferStart()) + Offset,
                  P.Original.data(), P.Original.size());
  }
}

std::vector<LegacyPlace> LegacySpellingFS::places() const {
  std::vector<LegacyPlace> All;
  for (const std::string &Path : Order)
    for (LegacyPlace P : Rewrites.at(Path)->Places) {
      P.File = Path;
      All.push_back(P);
    }
  return All;
}

} // namespace accc::driver
