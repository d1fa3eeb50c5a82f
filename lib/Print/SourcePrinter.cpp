//===- SourcePrinter.cpp - -fopenacc-print over clang's Rewriter -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Modes (seed 000, "Source-to-Source Translation"):
//   acc      the original source, unchanged
//   omp      each OpenACC directive replaced by its OpenMP translation
//   acc-omp  OpenACC kept, the OpenMP translation in following comments
//   omp-acc  OpenMP printed, the OpenACC directive in preceding comments
// The associated statements are never duplicated: accc's translation
// changes directives and adds wrapping compound statements only, so the
// code block prints identically in both versions.
//
// A translation is a list of layers (OMPTree.h); each layer may open a
// compound statement with local declarations and may add a directive. The
// compound statements close after the construct's associated statement,
// inner constructs first.
//
//===----------------------------------------------------------------------===//

#include "accc/Print/SourcePrinter.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace accc::print {

namespace {

class Printer {
public:
  Printer(ASTContext &Ctx, const transform::Translation &T,
          const SourcePrintOptions &Opts)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), T(T), Opts(Opts),
        RW(SM, Ctx.getLangOpts()) {}

  std::string run(const std::vector<const OpenACCConstructStmt *> &Roots) {
    // Innermost constructs first, so that their closing braces come first
    // where several statements end at one place.
    // A root may hold others (a data construct around compute constructs):
    // each construct is rewritten once.
    std::vector<const OpenACCConstructStmt *> All;
    for (const OpenACCConstructStmt *R : Roots)
      gather(R, All);
    llvm::DenseSet<const OpenACCConstructStmt *> Seen;
    llvm::erase_if(All, [&](const OpenACCConstructStmt *C) {
      return !Seen.insert(C).second;
    });
    for (auto It = All.rbegin(); It != All.rend(); ++It)
      rewrite(*It);
    FileID Main = SM.getMainFileID();
    if (const llvm::RewriteBuffer *B = RW.getRewriteBufferFor(Main))
      return std::string(B->begin(), B->end());
    return SM.getBufferData(Main).str();
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  const transform::Translation &T;
  const SourcePrintOptions &Opts;
  Rewriter RW;

  void gather(const Stmt *S, std::vector<const OpenACCConstructStmt *> &Out) {
    if (!S)
      return;
    if (const auto *C = dyn_cast<OpenACCConstructStmt>(S))
      if (T.lookup(C))
        Out.push_back(C);
    for (const Stmt *Child : S->children())
      gather(Child, Out);
  }

  /// Whitespace before the directive's `#` on its line.
  StringRef indentOf(SourceLocation Loc) {
    auto [FID, Offset] = SM.getDecomposedLoc(Loc);
    StringRef Buf = SM.getBufferData(FID);
    unsigned Start = Offset;
    while (Start > 0 && Buf[Start - 1] != '\n')
      --Start;
    StringRef Before = Buf.slice(Start, Offset);
    return Before.find_first_not_of(" \t") == StringRef::npos ? Before : "";
  }

  /// The end of the statement, past a trailing ';' that clang's ranges
  /// leave out.
  SourceLocation stmtEnd(const Stmt *S) {
    SourceLocation Last = frontend::fullEndLoc(S, SM);
    SourceLocation End =
        Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
    if (std::optional<Token> Next =
            Lexer::findNextToken(Last, SM, Ctx.getLangOpts()))
      if (Next->is(tok::semi))
        return Next->getEndLoc();
    return End;
  }

  void rewrite(const OpenACCConstructStmt *C) {
    const transform::OMPNode &N = *T.lookup(C);
    SourceLocation Begin = C->getBeginLoc();
    SourceLocation DirEnd =
        Lexer::getLocForEndOfToken(C->getEndLoc(), 0, SM, Ctx.getLangOpts());
    std::string Indent = indentOf(Begin).str();
    std::string NL = "\n" + Indent;
    std::vector<std::string> Lines = N.openingLines();
    unsigned Compounds = N.numCompounds();
    const Stmt *Body = frontend::associatedStmt(C);
    StringRef AccText = Lexer::getSourceText(
        CharSourceRange::getCharRange(Begin, DirEnd), SM, Ctx.getLangOpts());

    switch (Opts.Mode) {
    case PrintMode::ACC:
    case PrintMode::None:
      return;
    case PrintMode::ACCOMP: {
      std::string Text;
      for (const std::string &L : Lines)
        Text += NL + "// " + L;
      if (Lines.empty())
        Text += NL + "// (discarded: a plain sequential loop)";
      RW.InsertTextAfter(DirEnd, Text);
      if (Body)
        for (unsigned I = 0; I < Compounds; ++I)
          RW.InsertTextAfter(stmtEnd(Body), NL + "// }");
      return;
    }
    case PrintMode::OMP:
    case PrintMode::OMPACC:
      break;
    }

    std::string Text;
    if (Opts.Mode == PrintMode::OMPACC) {
      llvm::SmallVector<StringRef, 4> AccLines;
      AccText.split(AccLines, '\n');
      for (StringRef L : AccLines)
        Text += (Text.empty() ? "" : NL) + "// " + L.trim().str();
      for (const std::string &L : Lines)
        Text += NL + L;
    } else {
      for (const std::string &L : Lines)
        Text += (Text.empty() ? "" : NL) + L;
    }
    if (Opts.LineMarkers) {
      unsigned NextLine = SM.getSpellingLineNumber(C->getEndLoc()) + 1;
      Text += (Text.empty() ? "" : "\n") + std::string("#line ") +
              std::to_string(NextLine) + " \"" + escaped(Opts.FileName) + "\"";
      RW.ReplaceText(CharSourceRange::getCharRange(Begin, DirEnd), Text);
    } else if (Text.empty()) {
      removeDirectiveLines(Begin, DirEnd);
    } else {
      RW.ReplaceText(CharSourceRange::getCharRange(Begin, DirEnd), Text);
    }
    if (Body && Compounds) {
      std::string Close;
      for (unsigned I = 0; I < Compounds; ++I)
        Close += Opts.LineMarkers ? " }" : NL + "}";
      RW.InsertTextAfter(stmtEnd(Body), Close);
    }
  }

  /// Removes a directive that translates to nothing, with its whole line(s)
  /// when nothing else is on them.
  void removeDirectiveLines(SourceLocation Begin, SourceLocation End) {
    auto [FID, BeginOff] = SM.getDecomposedLoc(Begin);
    unsigned EndOff = SM.getFileOffset(End);
    StringRef Buf = SM.getBufferData(FID);
    unsigned LineStart = BeginOff;
    while (LineStart > 0 && Buf[LineStart - 1] != '\n')
      --LineStart;
    unsigned LineEnd = EndOff;
    while (LineEnd < Buf.size() && (Buf[LineEnd] == ' ' || Buf[LineEnd] == '\t'))
      ++LineEnd;
    bool Alone = Buf.slice(LineStart, BeginOff).trim().empty() &&
                 (LineEnd == Buf.size() || Buf[LineEnd] == '\n');
    SourceLocation FileStart = SM.getLocForStartOfFile(FID);
    if (Alone)
      RW.RemoveText(CharSourceRange::getCharRange(
          FileStart.getLocWithOffset(LineStart),
          FileStart.getLocWithOffset(
              std::min<unsigned>(LineEnd + 1, Buf.size()))));
    else
      RW.RemoveText(CharSourceRange::getCharRange(Begin, End));
  }

  static std::string escaped(StringRef S) {
    std::string Out;
    for (char C : S) {
      if (C == '"' || C == '\\')
        Out += '\\';
      Out += C;
    }
    return Out;
  }
};

} // namespace

std::string printSource(ASTContext &Ctx,
                        const std::vector<const OpenACCConstructStmt *> &Roots,
                        const transform::Translation &T,
                        const SourcePrintOptions &Opts) {
  return Printer(Ctx, T, Opts).run(Roots);
}

} // namespace accc::print
