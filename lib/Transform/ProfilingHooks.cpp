//===- ProfilingHooks.cpp - Calls of libacc's profiling hooks -------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The OpenACC profiling interface (OpenACC 3.3 chapter 5) reports, for each
// event, the construct's source file, its first and last line, and its
// function's name and lines. Only the translator knows them: it hands them
// to libacc in a static site per construct and calls libacc's hooks around
// the construct (openacc.h, "profiling hooks"; docs/Profiling.md). Not in
// the seed (seed 000's design wraps OMPT, which knows none of them).
//
// Rules (when TranslateOptions::ProfilingHooks is set: the compile path,
// not the print modes unless -fopenacc-profiling asks):
// 1. A compute construct, data, enter data, exit data, update, wait, init,
//    shutdown and set directive gets an outer layer of its own:
//      {
//        __ACCC_PROF_BEGIN(<acc_construct_t>, line, end line, the
//                          function's line, its end line, "file",
//                          "function", A)
//        <the construct's translation>
//        __ACCC_PROF_END(A)
//      }
//    outermost, so that the start event comes before every entry action of
//    the finishing steps and the end event after every exit action. The
//    macros (openacc.h) declare the construct's static site and read
//    `__accc_prof_active` once into a local, which the hooks test: a
//    callback registered or removed while the construct runs cannot leave
//    its hooks unbalanced. Every construct uses the same two names; the
//    innermost in scope is its own. Lines and the file are the presumed
//    ones (the user's, also in a header or through a preprocessed unit).
// 2. A: the async argument when it has no side effects (evaluating it again
//    changes nothing), acc_async_noval for `async` alone or one with side
//    effects, acc_async_sync without an async clause.
// 3. A `data` construct also reports when its entry actions are done and
//    its exit actions begin: `__ACCC_PROF_DATA_ENTERED()` first and
//    `__ACCC_PROF_DATA_EXITING()` last in the region, inside every
//    directive of its translation (after the region-end wait of
//    AsyncToOMP.cpp rule 5, which belongs to the region). These two are
//    unconditional calls (openacc.h says why).
// 4. host_data, atomic and loops get no hooks (no event of the
//    specification belongs to them); nor does a file-scope declare, whose
//    device copies come with the program's device image (rule 7).
// 5. The site's function: the function that holds the construct (for a
//    lambda's body, the function that holds the lambda), named as clang
//    prints it qualified (`ns::Grid::step`), with the presumed lines of its
//    first and last token (VarRefUtils' enclosingFunction, which
//    ClauseChecks rule 17 shares).
// 6. The macros come from openacc.h, a system header: the user's warning
//    flags (-Weverything -Werror, -Wshadow) do not apply to their names.
//
// 7. A `declare` in a function (acc_construct_declare) reports its data
//    lifetime as a data construct does (rule 3): the lifetime is the rest
//    of the block, from the directive to the block's closing brace, which
//    the hooks' compound statements enclose:
//      { __ACCC_PROF_BEGIN(8, ...)  #pragma omp target data map(...)
//        { __ACCC_PROF_DATA_ENTERED()  <rest of the block>
//          __ACCC_PROF_DATA_EXITING() }  __ACCC_PROF_END(acc_async_sync) }
//    (without a `target data`, on host and multicore or with nothing to
//    map: the data hooks in the outer compound statement). The site's last
//    line is the block's closing brace's. A declare whose lifetime a
//    `return` ends (DeclareToOMP.cpp: enter data at the directive, exit
//    data at each return and the block's end) gets two pairs instead: its
//    entry in `{ __ACCC_PROF_BEGIN(8, ...) <enter data> __ACCC_PROF_END }`,
//    and each exit in `{ __ACCC_PROF_EXIT_BEGIN(8, ...) <exit data>
//    __ACCC_PROF_END }` (openacc.h), which give enter data start and end,
//    and exit data start and end.
//
// Tests: test/Translate/profiling-hooks.c, test/Translate/profiling-hooks.cpp,
// test/Execution/profiling-events.c, test/Driver/profiling-hooks-strict.c.
//
//===----------------------------------------------------------------------===//

#include "Lowering.h"
#include "accc/Analysis/VarRefUtils.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace clang;
using namespace accc::analysis;

namespace accc::transform {

namespace {

/// acc_construct_t (acc_prof.h) of \p D, or -1 where rule 4 gives no hooks.
int constructKind(const Directive &D) {
  switch (D.Kind) {
  case DirectiveKind::Parallel:
    return D.Kernels ? 1 : D.Serial ? 16 : 0;
  case DirectiveKind::Data:
    return 3;
  case DirectiveKind::EnterData:
    return 4;
  case DirectiveKind::ExitData:
    return 5;
  case DirectiveKind::Update:
    return 12;
  case DirectiveKind::Wait:
    return 14;
  case DirectiveKind::Init:
    return 9;
  case DirectiveKind::Shutdown:
    return 10;
  case DirectiveKind::Set:
    return 11;
  default:
    return -1;
  }
}

class HookWriter : LoweringContext {
public:
  explicit HookWriter(const LoweringContext &Cx) : LoweringContext(Cx) {}

  void add(const Directive &D, int Kind, OMPNode &N) {
    // The construct's last line: its statement's (a standalone directive's
    // own).
    std::string BeginText =
        begin(Kind, D.Node->getBeginLoc(),
              D.Body ? D.Body->getEndLoc() : D.Node->getEndLoc(),
              enclosingFunction(D.Node, Ctx), asyncOf(D));
    if (BeginText.empty())
      return;
    std::string Async = asyncOf(D);
    auto Call = [](std::string Text) { return OMPStmt::code(Text); };

    // Rule 3, inside every directive of the translation (a translation
    // without one, the host's, takes them in the outer layer below).
    bool Mapped = N.firstDirective() != nullptr;
    if (D.Kind == DirectiveKind::Data && Mapped) {
      bool InnerIsPlain = !N.Layers.empty() && !N.Layers.back().Directive &&
                          N.Layers.back().Statements.empty();
      OMPLayer &Inner = InnerIsPlain ? N.Layers.back() : N.Layers.emplace_back();
      Inner.Prologue.insert(Inner.Prologue.begin(),
                            Call("__ACCC_PROF_DATA_ENTERED()"));
      Inner.Epilogue.push_back(Call("__ACCC_PROF_DATA_EXITING()"));
    }
    // Rule 1, outermost.
    OMPLayer Outer;
    Outer.Prologue.push_back(OMPStmt::decl(BeginText));
    if (D.Kind == DirectiveKind::Data && !Mapped) {
      Outer.Prologue.push_back(Call("__ACCC_PROF_DATA_ENTERED()"));
      Outer.Epilogue.push_back(Call("__ACCC_PROF_DATA_EXITING()"));
    }
    Outer.Epilogue.push_back(Call("__ACCC_PROF_END(" + Async + ")"));
    N.Layers.insert(N.Layers.begin(), std::move(Outer));
    Out.requireRuntimeHeader();
  }

  /// Rule 7.
  void add(const DeclareDirective &D, OMPDeclare &Decl) {
    std::string BeginText =
        begin(/*acc_construct_declare*/ 8, D.Decl->getBeginLoc(),
              D.Scope->getEndLoc(), enclosingFunction(D.Decl, Ctx),
              "acc_async_sync");
    if (BeginText.empty())
      return;
    OMPNode &N = Decl.Node;
    if (D.LeftEarly) {
      // Two pairs in compound statements of their own: the entry where the
      // directive was, each exit where the Exit goes (before each return
      // and at the block's end).
      auto Pair = [&](std::string Begin, OMPStmts Body) {
        OMPStmts S{OMPStmt::code("{"), OMPStmt::decl(std::move(Begin))};
        S.insert(S.end(), Body.begin(), Body.end());
        S.push_back(OMPStmt::code("__ACCC_PROF_END(acc_async_sync)"));
        S.push_back(OMPStmt::code("}"));
        return S;
      };
      // Every layer's statements in order: the zero modifier's presence
      // flags before the `enter data` and its fills after it
      // (DeclareToOMP.cpp rule 7c) too.
      OMPStmts Entry, Closing;
      for (OMPLayer &L : N.Layers) {
        Entry.insert(Entry.end(), L.Prologue.begin(), L.Prologue.end());
        if (L.Directive)
          Entry.push_back(OMPStmt::directive(std::move(*L.Directive)));
        Entry.insert(Entry.end(), L.Statements.begin(), L.Statements.end());
        Closing.insert(Closing.begin(), L.Epilogue.begin(), L.Epilogue.end());
      }
      Entry.insert(Entry.end(), Closing.begin(), Closing.end());
      N.Layers.assign(1, OMPLayer{});
      N.Layers[0].Statements = Pair(BeginText, std::move(Entry));
      std::string ExitBegin = BeginText;
      ExitBegin.replace(0, strlen("__ACCC_PROF_BEGIN"),
                        "__ACCC_PROF_EXIT_BEGIN");
      Decl.Exit = Pair(ExitBegin, Decl.Exit ? std::move(*Decl.Exit) : OMPStmts{});
      Decl.ExitAtBlockEnd = !D.EndsWithExit;
      Out.requireRuntimeHeader();
      return;
    }
    OMPLayer Outer;
    Outer.Prologue.push_back(OMPStmt::decl(BeginText));
    // The `target data` that opens the rest of the block (the GPU's) gets
    // the data hooks in the compound statement they open, which becomes
    // that region; without one, they join the outer layer.
    OMPLayer &Data = N.Layers.empty() ? Outer : N.Layers.emplace_back();
    Data.Prologue.push_back(OMPStmt::code("__ACCC_PROF_DATA_ENTERED()"));
    Data.Epilogue.push_back(OMPStmt::code("__ACCC_PROF_DATA_EXITING()"));
    Outer.Epilogue.push_back(OMPStmt::code("__ACCC_PROF_END(acc_async_sync)"));
    N.Layers.insert(N.Layers.begin(), std::move(Outer));
    Decl.OpensBlock = false; // the hooks' compound statements hold the rest
    Out.requireRuntimeHeader();
  }

private:
  /// The `__ACCC_PROF_BEGIN(...)` of a site of \p Kind from \p Begin to
  /// \p End in \p FD (rule 5); empty where the location is not known.
  std::string begin(int Kind, SourceLocation Begin, SourceLocation End,
                    const FunctionDecl *FD, const std::string &Async) const {
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc Start = SM.getPresumedLoc(Begin);
    PresumedLoc Last = SM.getPresumedLoc(End);
    if (Start.isInvalid())
      return "";
    std::string FuncName = "", FuncLines = "0, 0";
    if (FD) {
      FuncName = FD->getQualifiedNameAsString();
      PresumedLoc FB = SM.getPresumedLoc(FD->getBeginLoc());
      PresumedLoc FE = SM.getPresumedLoc(FD->getEndLoc());
      if (FB.isValid() && FE.isValid())
        FuncLines = std::to_string(FB.getLine()) + ", " +
                    std::to_string(FE.getLine());
    }
    return "__ACCC_PROF_BEGIN(" + std::to_string(Kind) + ", " +
           std::to_string(Start.getLine()) + ", " +
           std::to_string(Last.isValid() ? Last.getLine() : Start.getLine()) +
           ", " + FuncLines + ", " + quoted(Start.getFilename()) + ", " +
           quoted(FuncName) + ", " + Async + ")";
  }

  /// Rule 2.
  std::string asyncOf(const Directive &D) const {
    const auto *A = D.findClause<OpenACCAsyncClause>();
    if (!A)
      return "acc_async_sync";
    if (!A->hasIntExpr() || A->getIntExpr()->HasSideEffects(Ctx))
      return "acc_async_noval";
    return "(int)(" + exprText(A->getIntExpr()) + ")";
  }
};

} // namespace

void addProfilingHooks(const LoweringContext &Cx, const DeclareDirective &D,
                       OMPDeclare &Out) {
  // Rule 7: a declare in a function.
  if (Cx.Opts.ProfilingHooks && !D.FileScope && D.Scope)
    HookWriter(Cx).add(D, Out);
}

void addProfilingHooks(const LoweringContext &Cx, const Directive &D,
                       OMPNode &N) {
  if (!Cx.Opts.ProfilingHooks)
    return;
  int Kind = constructKind(D);
  if (Kind < 0)
    return;
  HookWriter(Cx).add(D, Kind, N);
}

} // namespace accc::transform
