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
// A `declare` directive in a function has no associated statement: its
// data lifetime is the rest of the block. Its `target data` translation
// opens a compound statement that closes before the block's `}`; its
// `target enter data` translation puts the `target exit data` before the
// block's `}` and before every `return` in between, which becomes
//   { T __accc_ret = (value); #pragma omp target exit data ...
//     return __accc_ret; }
// so the value is computed while the data is still present.
//
//===----------------------------------------------------------------------===//

#include "accc/Print/SourcePrinter.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <optional>

using namespace clang;

namespace accc::print {

namespace {

class Printer {
public:
  Printer(ASTContext &Ctx, const transform::Translation &T,
          const SourcePrintOptions &Opts)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), T(T), Opts(Opts),
        RW(SM, Ctx.getLangOpts()) {}

  PrintedSource run(const std::vector<const OpenACCConstructStmt *> &Roots,
                    const std::vector<frontend::CollectedDeclare> &Declares) {
    for (const frontend::CollectedDeclare &D : Declares)
      rewriteDeclare(D);
    if (printsOpenMP(Opts.Mode))
      for (const transform::OMPExternalName &N : T.externalNames())
        externalize(N);
    for (const transform::OMPPreDeclaration &P : T.preDeclarations())
      preDeclare(P);
    for (const transform::OMPRoutine &R : T.routines())
      rewriteRoutine(R);
    for (const transform::OMPReturnExit &R : T.returnExits())
      rewriteReturn(R);
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
    // Plain statements (a kernels region's naked loops and the statements
    // between its kernels): inner ones were added first, so an outer
    // range's lines go before them where two start at one statement.
    for (const transform::OMPStmtRange &R : T.ranges())
      rewriteRange(R);
    FileID Main = SM.getMainFileID();
    dropUserOpenMP();
    PrintedSource Out;
    // The user's headers whose directives were rewritten (collected with
    // UserHeaders: the source print), in the order they were included.
    if (!Opts.LineMarkers) {
      std::vector<FileID> Headers;
      for (auto It = RW.buffer_begin(); It != RW.buffer_end(); ++It)
        if (It->first != Main && !SM.isInSystemHeader(SM.getLocForStartOfFile(It->first)))
          Headers.push_back(It->first);
      for (FileID FID : Headers) {
        OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
        if (!File || llvm::any_of(Out.Headers, [&](const auto &H) {
              return H.first == File->getName();
            }))
          continue; // a second inclusion of one file
        includeRuntimeHeaders(FID);
        const llvm::RewriteBuffer *B = RW.getRewriteBufferFor(FID);
        Out.Headers.push_back(
            {File->getName().str(), std::string(B->begin(), B->end())});
      }
    }
    includeRuntimeHeaders(Main);
    if (const llvm::RewriteBuffer *B = RW.getRewriteBufferFor(Main))
      Out.Main = std::string(B->begin(), B->end());
    else
      Out.Main = SM.getBufferData(Main).str();
    return Out;
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;

  /// In the modes that print OpenMP (omp, omp-acc and the compile path),
  /// the source's own OpenMP directives (PreprocessorRecorder) are dropped,
  /// as a compiler without OpenMP ignores them (nvc -acc without -mp
  /// ignores them too): compiled, they would run host code on several
  /// threads the user did not ask for, or clash with the translation of an
  /// OpenACC loop they precede (NVIDIA's laplace2d blog sample). The driver
  /// warns of them (warn_acc_user_openmp_ignored). A directive's text goes,
  /// its lines stay, blank, so that the line numbers stay too; one that
  /// shares its line with code (`_Pragma("omp ...") x++;`) leaves the code.
  void dropUserOpenMP() {
    if (!printsOpenMP(Opts.Mode) || !Opts.Preprocessor)
      return;
    for (CharSourceRange R : Opts.Preprocessor->UserOpenMP) {
      auto [FID, Begin] = SM.getDecomposedLoc(R.getBegin());
      unsigned End = SM.getFileOffset(R.getEnd());
      StringRef Buf = SM.getBufferData(FID);
      size_t LineBegin = Buf.substr(0, Begin).rfind('\n') + 1; // npos + 1 == 0
      size_t LineEnd = Buf.find('\n', End);
      if (Buf.slice(LineBegin, Begin).trim().empty() &&
          Buf.slice(End, LineEnd).trim().empty())
        Begin = LineBegin; // the directive's indentation
      SourceLocation Start = SM.getLocForStartOfFile(FID);
      for (unsigned From = Begin; From < End;) {
        unsigned To = std::min<size_t>(Buf.find('\n', From), End);
        RW.RemoveText(Start.getLocWithOffset(From), To - From);
        From = To + 1;
      }
    }
  }

  /// Where the translation calls libacc's own routines (async queues) or
  /// OpenMP's (the zero modifier), the OpenMP printed in place of OpenACC
  /// (omp, omp-acc and the compile path) starts with the includes that
  /// declare them, unless the main file includes them before its first
  /// OpenACC directive (PreprocessorRecorder); the #line marker after them
  /// keeps the user's line numbers. A printed header gets them too (its
  /// include guard keeps a header from being read twice).
  void includeRuntimeHeaders(FileID File) {
    bool Main = File == SM.getMainFileID();
    if (!printsOpenMP(Opts.Mode))
      return;
    auto IncludedBefore = [&](StringRef Header) {
      return Main && Opts.Preprocessor &&
             Opts.Preprocessor->includesBeforeOpenACC(Header);
    };
    std::string Text;
    if (T.needsRuntimeHeader() && !IncludedBefore("openacc.h"))
      Text += "#include <openacc.h> /* accc: libacc routines used by the translation */\n";
    if (T.needsOmpHeader() && !IncludedBefore("omp.h"))
      Text += "#include <omp.h> /* accc: OpenMP routines used by the translation */\n";
    if (Text.empty())
      return;
    if (Opts.LineMarkers)
      Text += "#line 1 \"" + escaped(Opts.FileName) + "\"\n";
    RW.InsertTextBefore(SM.getLocForStartOfFile(File), Text);
  }
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

  /// The offset of the first character of the line that holds \p Offset.
  static unsigned lineStart(StringRef Buf, unsigned Offset) {
    while (Offset > 0 && Buf[Offset - 1] != '\n')
      --Offset;
    return Offset;
  }

  /// Whitespace before the directive's `#` on its line.
  StringRef indentOf(SourceLocation Loc) {
    auto [FID, Offset] = SM.getDecomposedLoc(Loc);
    StringRef Buf = SM.getBufferData(FID);
    unsigned Start = lineStart(Buf, Offset);
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
    std::string NL = "\n" + indentOf(Begin).str();
    const Stmt *Body = frontend::associatedStmt(C);
    std::vector<std::string> Lines = N.openingLines();
    // A standalone directive has no statement to close its compounds after.
    std::vector<std::string> Closing = N.closingLines();
    if (!Body)
      Lines.insert(Lines.end(), Closing.begin(), Closing.end());
    // A standalone directive that is a statement of its own (the body of an
    // `if`, a loop, a label) keeps being one: OpenMP forbids its standalone
    // directives there, and removing it would hand the statement to the
    // next line.
    if (!Body && !inCompound(C)) {
      Lines.insert(Lines.begin(), "{");
      Lines.push_back("}");
    }
    if (!replaceDirective(Begin, C->getEndLoc(), Lines,
                          isa<OpenACCCacheConstruct>(C)
                              ? "(discarded: a hint OpenMP has no spelling for)"
                              : "(discarded: a plain sequential loop)"))
      return;
    if (!Body || Closing.empty())
      return;
    // (A closing directive: PointerChain.cpp's exit actions.)
    insertClosing(stmtEnd(Body), Closing, NL, N.closesWithDirective());
  }

  /// \p Closing after the statement that ends at \p End: commented in
  /// acc-omp mode; with line markers on the statement's last line, unless
  /// one is a directive (\p Directives), which needs lines of its own and a
  /// marker for the rest of that line.
  void insertClosing(SourceLocation End, const std::vector<std::string> &Closing,
                     StringRef NL, bool Directives) {
    std::string Close;
    for (const std::string &L : Closing)
      Close += Opts.Mode == PrintMode::ACCOMP    ? (NL + "// " + L).str()
               : Opts.LineMarkers && !Directives ? " " + L
                                                 : (NL + L).str();
    if (Opts.LineMarkers && Directives)
      Close += "\n" + lineMarker(End) + "\n";
    RW.InsertTextAfter(End, Close);
  }

  /// Plain statements with a translation (OMPStmtRange): its opening lines
  /// (and `{` with Braces) go before the first statement, on lines of their
  /// own, and its closing lines after the last.
  void rewriteRange(const transform::OMPStmtRange &R) {
    if (Opts.Mode == PrintMode::ACC || Opts.Mode == PrintMode::None)
      return;
    bool Comment = Opts.Mode == PrintMode::ACCOMP;
    SourceLocation Begin = R.First->getBeginLoc();
    StringRef Indent = indentOf(Begin);
    std::vector<std::string> Lines = R.Node.openingLines();
    std::vector<std::string> Closing = R.Node.closingLines();
    if (R.Braces) {
      Lines.push_back("{");
      Closing.insert(Closing.begin(), "}");
    }
    auto [FID, Offset] = SM.getDecomposedLoc(Begin);
    bool AtLineStart = !Indent.empty() ||
                       lineStart(SM.getBufferData(FID), Offset) == Offset;
    std::string Text = AtLineStart ? "" : "\n";
    if (Opts.LineMarkers && !Comment)
      Text += (AtLineStart ? "\n" : "") + lineMarker(Begin) + "\n";
    for (const std::string &L : Lines)
      Text += (Comment ? "// " : "") + L + "\n" + Indent.str();
    if (Opts.LineMarkers && !Comment)
      Text += lineMarker(Begin) + "\n" + Indent.str();
    RW.InsertTextBefore(Begin, Text);
    if (!Closing.empty())
      insertClosing(stmtEnd(R.Last), Closing, "\n" + Indent.str(),
                    R.Node.closesWithDirective());
  }

  /// Whether \p S is directly in a compound statement (or at the top of a
  /// function body).
  bool inCompound(const Stmt *S) {
    for (const DynTypedNode &P : Ctx.getParents(*S))
      if (!P.get<CompoundStmt>())
        return false;
    return true;
  }

  /// Replaces (omp, omp-acc) or comments (acc-omp) the directive from the
  /// `#` at \p Begin to the token at \p Last with \p Lines; \p Empty is the
  /// acc-omp comment when there are none. Returns false in the modes that
  /// print the OpenACC source unchanged.
  bool replaceDirective(SourceLocation Begin, SourceLocation Last,
                        const std::vector<std::string> &Lines,
                        StringRef Empty) {
    SourceLocation DirEnd =
        Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
    std::string NL = "\n" + indentOf(Begin).str();
    StringRef AccText = Lexer::getSourceText(
        CharSourceRange::getCharRange(Begin, DirEnd), SM, Ctx.getLangOpts());

    switch (Opts.Mode) {
    case PrintMode::ACC:
    case PrintMode::None:
      return false;
    case PrintMode::ACCOMP: {
      std::string Text;
      for (const std::string &L : Lines)
        Text += NL + "// " + L;
      if (Lines.empty())
        Text += NL + "// " + Empty.str();
      RW.InsertTextAfter(DirEnd, Text);
      return true;
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
      for (const std::string &L : Lines) {
        // With line markers, every OpenMP directive of the translation is
        // on the OpenACC directive's line, also after the statements that
        // open it (the profiling hooks, an async queue's const): the
        // runtime's messages and the debug information name that line.
        if (Opts.LineMarkers && !Text.empty() &&
            llvm::StringRef(L).starts_with("#pragma"))
          Text += "\n" + lineMarker(Begin);
        Text += (Text.empty() ? "" : NL) + L;
      }
    }
    if (Opts.LineMarkers) {
      Text += (Text.empty() ? "" : "\n") + lineMarker(Last, 1);
      RW.ReplaceText(CharSourceRange::getCharRange(Begin, DirEnd), Text);
    } else if (Text.empty()) {
      removeDirectiveLines(Begin, DirEnd);
    } else {
      RW.ReplaceText(CharSourceRange::getCharRange(Begin, DirEnd), Text);
    }
    return true;
  }

  /// The `#line` marker that gives the line \p Loc is on, plus \p Later,
  /// to the text after it: the line and file the source's own line markers
  /// give (a preprocessed unit's, standard input's `<stdin>`, the user's
  /// `#line`), otherwise the main file's.
  std::string lineMarker(SourceLocation Loc, unsigned Later = 0) const {
    PresumedLoc P = SM.getPresumedLoc(Loc);
    if (P.isInvalid())
      return "#line " + std::to_string(SM.getSpellingLineNumber(Loc) + Later) +
             " \"" + escaped(Opts.FileName) + "\"";
    return "#line " + std::to_string(P.getLine() + Later) + " \"" +
           escaped(P.getFilename()) + "\"";
  }

  /// A `routine` directive: its lines in place of the directive, and `end
  /// declare target` after the function it precedes.
  void rewriteRoutine(const transform::OMPRoutine &R) {
    if (!replaceDirective(R.Begin, R.Last, transform::printLines(R.Stmts),
                          "(discarded: nothing to do)") ||
        !R.EndAfter)
      return;
    SourceLocation Last = R.EndAfter->getEndLoc();
    SourceLocation After =
        Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
    if (!R.EndAfter->doesThisDeclarationHaveABody())
      if (std::optional<Token> Next =
              Lexer::findNextToken(Last, SM, Ctx.getLangOpts()))
        if (Next->is(tok::semi))
          After = Next->getEndLoc();
    std::string End = "#pragma omp end declare target";
    std::string Text =
        Opts.Mode == PrintMode::ACCOMP ? "\n// " + End : "\n" + End;
    if (Opts.LineMarkers)
      Text += "\n" + lineMarker(After) + "\n";
    RW.InsertTextAfter(After, Text);
  }

  void rewriteDeclare(const frontend::CollectedDeclare &D) {
    const transform::OMPDeclare *OD = T.lookup(D.Decl);
    if (!OD)
      return;
    std::vector<std::string> Lines = OD->Node.openingLines();
    if (OD->OpensBlock)
      Lines.push_back("{");
    if (!replaceDirective(D.Decl->getBeginLoc(), D.Decl->getEndLoc(), Lines,
                          "(discarded: nothing to do)"))
      return;
    if (!D.Scope)
      return;
    std::vector<std::string> Close;
    if (OD->OpensBlock)
      Close.push_back("}");
    for (std::string &L : OD->Node.closingLines()) // profiling hooks
      Close.push_back(std::move(L));
    if (OD->Exit && OD->ExitAtBlockEnd)
      for (std::string &L : transform::printLines(*OD->Exit))
        Close.push_back(std::move(L));
    if (!Close.empty())
      insertBeforeBrace(D.Scope->getRBracLoc(), Close);
  }

  /// The lines of \p P before its declaration, on lines of their own
  /// (acc-omp: as comments; acc: nothing).
  void preDeclare(const transform::OMPPreDeclaration &P) {
    if (!printsOpenMP(Opts.Mode) && Opts.Mode != PrintMode::ACCOMP)
      return;
    std::vector<std::string> Lines = transform::printLines(P.Stmts);
    SourceLocation Begin = P.Before->getBeginLoc();
    if (const auto *FD = dyn_cast<FunctionDecl>(P.Before))
      if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
        Begin = T->getBeginLoc();
    if (const auto *RD = dyn_cast<CXXRecordDecl>(P.Before))
      if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
        Begin = T->getBeginLoc();
    std::string Indent = indentOf(Begin).str();
    std::string Text;
    for (const std::string &L : Lines)
      Text += (Opts.Mode == PrintMode::ACCOMP ? "// " : "") + L + "\n" + Indent;
    if (Opts.LineMarkers)
      Text += lineMarker(Begin) + "\n" + Indent;
    RW.InsertTextBefore(Begin, Text);
  }

  /// `static T v[n] = ...;` -> `T v[n] __asm__("Name") = ...;`, or
  /// `extern` in place of `static` where the Transform says so.
  void externalize(const transform::OMPExternalName &N) {
    const VarDecl *V = N.Var;
    const LangOptions &LO = Ctx.getLangOpts();
    SourceLocation L = V->getBeginLoc();
    while (SM.isBeforeInTranslationUnit(L, V->getLocation())) {
      Token Tok;
      if (Lexer::getRawToken(L, Tok, SM, LO, /*IgnoreWhiteSpace=*/true))
        break;
      if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == "static") {
        if (N.MakeExtern) {
          RW.ReplaceText(Tok.getLocation(), Tok.getLength(), "extern");
          break;
        }
        SourceLocation End = Tok.getEndLoc();
        if (isWhitespace(*SM.getCharacterData(End)))
          End = End.getLocWithOffset(1);
        RW.RemoveText(CharSourceRange::getCharRange(Tok.getLocation(), End));
        break;
      }
      L = Tok.getEndLoc();
    }
    SourceLocation Last = V->getLocation();
    if (TypeSourceInfo *TSI = V->getTypeSourceInfo()) {
      SourceLocation TypeEnd = TSI->getTypeLoc().getEndLoc();
      if (TypeEnd.isValid() && SM.isBeforeInTranslationUnit(Last, TypeEnd))
        Last = TypeEnd;
    }
    RW.InsertTextAfter(Lexer::getLocForEndOfToken(Last, 0, SM, LO),
                       " __asm__(\"" + N.Symbol + "\")");
  }

  /// Inserts \p Lines before the closing brace at \p RBrace, each on its
  /// own line; under line markers a `}` stays on the brace's line.
  void insertBeforeBrace(SourceLocation RBrace,
                         const std::vector<std::string> &Lines) {
    auto [FID, Offset] = SM.getDecomposedLoc(RBrace);
    StringRef Buf = SM.getBufferData(FID);
    unsigned LineStart = lineStart(Buf, Offset);
    StringRef Before = Buf.slice(LineStart, Offset);
    bool Alone = Before.trim().empty();
    std::string Indent = Alone ? Before.str() : "";
    std::string Text = Alone ? "" : "\n";
    for (const std::string &L : Lines) {
      if (Opts.Mode == PrintMode::ACCOMP)
        Text += "// " + L + "\n" + Indent;
      else if (!Opts.LineMarkers)
        Text += L + "\n" + Indent;
      else if (L == "}")
        Text = Alone ? Text + "} " : " } "; // keeps the line numbers
      else
        Text += "\n" + L + "\n" +
                lineMarker(RBrace) + "\n" + Indent;
    }
    RW.InsertTextBefore(RBrace, Text);
  }

  /// Ends the data lifetimes of `declare` directives before a `return`
  /// that leaves them, as the Transform decided (OMPReturnExit).
  void rewriteReturn(const transform::OMPReturnExit &X) {
    const ReturnStmt *R = X.Return;
    std::vector<std::string> Exits;
    for (const transform::OMPStmts &S : X.Exits)
      for (std::string &L : transform::printLines(S))
        Exits.push_back(std::move(L));
    std::string NL = "\n" + indentOf(R->getBeginLoc()).str();
    if (Opts.Mode == PrintMode::ACCOMP) {
      // Not alone on its line (`if (c) return;`): a block comment.
      bool Alone = NL.size() > 1 ||
                   SM.getSpellingColumnNumber(R->getBeginLoc()) == 1;
      std::string Text;
      for (const std::string &L : Exits)
        Text += Alone ? "// " + L + NL : "/* " + L + " */ ";
      RW.InsertTextBefore(R->getBeginLoc(), Text);
      return;
    }
    if (!printsOpenMP(Opts.Mode))
      return;
    SourceLocation End = stmtEnd(R);
    std::string Value;
    if (R->getRetValue()) {
      // The text between `return` and `;` (macros unexpanded).
      SourceLocation ValueBegin = Lexer::getLocForEndOfToken(
          R->getReturnLoc(), 0, SM, Ctx.getLangOpts());
      SourceLocation ValueEnd = End.getLocWithOffset(-1);
      Value = Lexer::getSourceText(
                  CharSourceRange::getCharRange(ValueBegin, ValueEnd), SM,
                  Ctx.getLangOpts())
                  .trim()
                  .str();
    }
    std::string Text = "{";
    if (!Value.empty())
      Text += X.ResultDecl.empty() ? " " + Value + ";"
                                   : " " + X.ResultDecl + " = " + Value + ";";
    std::string Ret =
        X.ResultDecl.empty() ? "return;" : "return __accc_ret;";
    if (Opts.LineMarkers) {
      for (const std::string &L : Exits)
        Text += "\n" + L;
      Text += "\n" + lineMarker(End) + "\n" + Ret +
              " }";
    } else {
      for (const std::string &L : Exits)
        Text += NL + L;
      Text += NL + Ret + NL + "}";
    }
    RW.ReplaceText(CharSourceRange::getCharRange(R->getBeginLoc(), End), Text);
  }

  /// Removes a directive that translates to nothing, with its whole line(s)
  /// when nothing else is on them.
  void removeDirectiveLines(SourceLocation Begin, SourceLocation End) {
    auto [FID, BeginOff] = SM.getDecomposedLoc(Begin);
    unsigned EndOff = SM.getFileOffset(End);
    StringRef Buf = SM.getBufferData(FID);
    unsigned LineStart = lineStart(Buf, BeginOff);
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

PrintedSource printSource(ASTContext &Ctx,
                        const std::vector<const OpenACCConstructStmt *> &Roots,
                        const std::vector<frontend::CollectedDeclare> &Declares,
                        const transform::Translation &T,
                        const SourcePrintOptions &Opts) {
  return Printer(Ctx, T, Opts).run(Roots, Declares);
}

} // namespace accc::print
