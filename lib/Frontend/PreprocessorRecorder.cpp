//===- PreprocessorRecorder.cpp - What the preprocessor saw ---------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// PPCallbacks::PragmaDirective reports every pragma the preprocessor
// executes, at the `#` of `#pragma` or at the `_Pragma` keyword, before the
// pragma's handler reads it; it does not say whose pragma it is. The
// recorder lexes the directive's text itself (raw, from the main file's
// buffer) for its namespace and its extent:
//   #pragma omp parallel for \        the namespace is the first word after
//       schedule(static)  // note     `pragma`; the directive ends at the
//                                     first newline outside a continuation
//                                     or a comment
//   _Pragma("omp barrier")            the first word of the string; it
//                                     ends at the `)`
// A `_Pragma` that a macro expands to has no place of its own in the main
// file and is not recorded.
//
//===----------------------------------------------------------------------===//

#include "accc/Frontend/PreprocessorRecorder.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"
#include <optional>

using namespace clang;

namespace accc::frontend {

namespace {

/// A pragma's namespace (`omp`, `acc`) and its extent.
struct PragmaText {
  StringRef Namespace;
  CharSourceRange Range;
};

/// The first word of the string literal \p Literal (`"omp barrier"` ->
/// `omp`), as _Pragma destringizes it.
StringRef firstWord(StringRef Literal) {
  Literal = Literal.drop_front(Literal.find('"') + 1).drop_back();
  Literal = Literal.ltrim(" \t");
  return Literal.take_while([](char C) { return isAsciiIdentifierContinue(C); });
}

} // namespace

bool PreprocessorFacts::includesBeforeOpenACC(StringRef Header) const {
  for (const Include &I : Includes)
    if (I.BeforeOpenACC && I.Name == Header)
      return true;
  return false;
}

bool PreprocessorRecorder::inMainFile(SourceLocation Loc) const {
  return Loc.isFileID() && SM.getFileID(Loc) == SM.getMainFileID();
}

void PreprocessorRecorder::PragmaDirective(SourceLocation Loc,
                                           PragmaIntroducerKind Introducer) {
  // The main file's and the user's headers' (a header's are dropped where
  // the header is printed, or compiled in the preprocessed unit).
  if (!Loc.isFileID() || SM.isInSystemHeader(Loc) ||
      (Introducer != PIK_HashPragma && Introducer != PIK__Pragma))
    return;
  auto [FID, Offset] = SM.getDecomposedLoc(Loc);
  StringRef Buf = SM.getBufferData(FID);
  Lexer Raw(SM.getLocForStartOfFile(FID), LangOpts, Buf.begin(),
            Buf.begin() + Offset, Buf.end());
  Raw.SetCommentRetentionState(true);
  std::optional<PragmaText> P;
  Token Tok;
  Raw.LexFromRawLexer(Tok); // `#` or `_Pragma`
  if (Introducer == PIK_HashPragma) {
    Raw.setParsingPreprocessorDirective(true);
    Raw.LexFromRawLexer(Tok); // `pragma`
    Raw.LexFromRawLexer(Tok);
    StringRef Namespace =
        Tok.is(tok::raw_identifier) ? Tok.getRawIdentifier() : "";
    SourceLocation End = Tok.getEndLoc();
    while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof)) {
      End = Tok.getEndLoc();
      Raw.LexFromRawLexer(Tok);
    }
    // Through the end of the last line: its blanks (and `\r`) belong to the
    // directive's lines.
    unsigned EndOffset = SM.getFileOffset(End);
    size_t NewLine = Buf.find('\n', EndOffset);
    EndOffset = NewLine == StringRef::npos ? Buf.size() : NewLine;
    P = PragmaText{Namespace,
                   CharSourceRange::getCharRange(
                       Loc, Loc.getLocWithOffset(EndOffset - Offset))};
  } else {
    Token Open, Literal, Close;
    Raw.LexFromRawLexer(Open);
    Raw.LexFromRawLexer(Literal);
    Raw.LexFromRawLexer(Close);
    if (Open.is(tok::l_paren) && tok::isStringLiteral(Literal.getKind()) &&
        Close.is(tok::r_paren))
      P = PragmaText{firstWord(StringRef(Literal.getLiteralData(),
                                         Literal.getLength())),
                     CharSourceRange::getCharRange(Loc, Close.getEndLoc())};
  }
  if (!P)
    return;
  if (P->Namespace == "omp")
    Facts.UserOpenMP.push_back(P->Range);
  if (P->Namespace != "acc")
    return;
  if (Facts.FirstOpenACC.isInvalid() && inMainFile(Loc))
    Facts.FirstOpenACC = Loc;
  Facts.LatestOpenACCFile.clear();
  Facts.LatestOpenACCLine = 0;
  if (Loc.isFileID() && SM.getFileEntryRefForID(SM.getFileID(Loc))) {
    Facts.LatestOpenACCFile = SM.getFilename(Loc).str();
    Facts.LatestOpenACCLine = SM.getSpellingLineNumber(Loc);
  }
  PresumedLoc Where = SM.getPresumedLoc(Loc);
  if (Where.isValid())
    Facts.LatestOpenACC = std::string(Where.getFilename()) + ":" +
                          std::to_string(Where.getLine()) + ":" +
                          std::to_string(Where.getColumn());
}

void PreprocessorRecorder::FileChanged(SourceLocation Loc,
                                       FileChangeReason Reason,
                                       SrcMgr::CharacteristicKind, FileID) {
  if (Reason != EnterFile || !inMainFile(Loc))
    return; // an #include enters the included file, not the main one
  Facts.LatestOpenACCFile.clear();
  Facts.LatestOpenACCLine = 0;
  if (Loc.isFileID() && SM.getFileEntryRefForID(SM.getFileID(Loc))) {
    Facts.LatestOpenACCFile = SM.getFilename(Loc).str();
    Facts.LatestOpenACCLine = SM.getSpellingLineNumber(Loc);
  }
  PresumedLoc Where = SM.getPresumedLoc(Loc);
  if (Where.isValid())
    Facts.Includes.push_back(
        {llvm::sys::path::filename(Where.getFilename()).str(), Loc,
         Facts.FirstOpenACC.isInvalid()});
}

void PreprocessorRecorder::noteOpenMPMacroTest(SourceLocation Loc,
                                               StringRef Text) {
  if (Facts.OpenMPMacroTest.isValid() || !Loc.isFileID() ||
      SM.isInSystemHeader(Loc))
    return;
  for (size_t At = Text.find("_OPENMP"); At != StringRef::npos;
       At = Text.find("_OPENMP", At + 1)) {
    bool Starts = At == 0 || !isAsciiIdentifierContinue(Text[At - 1]);
    bool Ends = At + 7 == Text.size() || !isAsciiIdentifierContinue(Text[At + 7]);
    if (Starts && Ends) {
      Facts.OpenMPMacroTest = Loc;
      return;
    }
  }
}

void PreprocessorRecorder::Ifdef(SourceLocation Loc, const Token &Name,
                                 const MacroDefinition &) {
  if (const IdentifierInfo *II = Name.getIdentifierInfo())
    noteOpenMPMacroTest(Loc, II->getName());
}

void PreprocessorRecorder::Ifndef(SourceLocation Loc, const Token &Name,
                                  const MacroDefinition &) {
  if (const IdentifierInfo *II = Name.getIdentifierInfo())
    noteOpenMPMacroTest(Loc, II->getName());
}

void PreprocessorRecorder::SourceRangeSkipped(SourceRange Range,
                                              SourceLocation) {
  Facts.Skipped.push_back(Range);
}

void PreprocessorRecorder::If(SourceLocation Loc, SourceRange Condition,
                              ConditionValueKind) {
  if (Condition.isValid() && Condition.getBegin().isFileID())
    noteOpenMPMacroTest(
        Loc, Lexer::getSourceText(CharSourceRange::getTokenRange(Condition),
                                  SM, LangOpts));
}

void PreprocessorRecorder::Elif(SourceLocation Loc, SourceRange Condition,
                                ConditionValueKind Value, SourceLocation) {
  If(Loc, Condition, Value);
}

void PreprocessorRecorder::InclusionDirective(
    SourceLocation Hash, const Token &, StringRef FileName, bool,
    CharSourceRange, OptionalFileEntryRef, StringRef, StringRef,
    const Module *, bool, SrcMgr::CharacteristicKind) {
  if (inMainFile(Hash))
    Facts.Includes.push_back(
        {FileName.str(), Hash, Facts.FirstOpenACC.isInvalid()});
}

} // namespace accc::frontend
