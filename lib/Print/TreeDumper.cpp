//===- TreeDumper.cpp - AST dump with the hidden OpenMP children ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Clang's dumper cannot be extended with new children, so accc dumps each
// construct with clang's ASTDumper and then inserts, as the first children of
// every OpenACC node (found by the node address on its line), the marked
// lines:
//   |-<effective parallel>            (combined constructs only)
//   |-DataAttributes
//   | |-copy a <exp>
//   | `-firstprivate n <imp>
//   |-DataActions                     (directives with data clauses)
//   | `-copy a[0:n] <exp>: entry copyin(structured), exit
//   |     copyout(structured), bounds(lb=0, extent=n)      (one line)
//   `-<OMPNode> omp target teams ...
//     `-map(ompx_hold, tofrom: a[0:n])
// Attributes and clauses that come from implicit or predetermined OpenACC
// attributes are marked <imp>, <pre>, or <implicit>. DataActions shows the
// decomposed data clauses (Analysis/DataActions.h): the clause with its
// modifiers and the item as written, the entry and exit actions with their
// counters (none shown when they touch none), the zero-based bounds, one
// per dimension (an extent from the type is marked "(type)", a subscript's
// "(element)"). A `declare` directive is dumped with its DataActions and
// its OpenMP translation.
//
//===----------------------------------------------------------------------===//

#include "accc/Print/TreeDumper.h"
#include "accc/Analysis/DataActions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::print {

namespace {

std::string attrLine(const DataAttr &A, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << daKindName(A.Kind);
  if (A.Kind == DAKind::Reduction)
    OS << "(" << A.Op << ")";
  else if (A.AtomicReduction) // Analysis/AtomicReductions.cpp
    OS << "(atomic reduction " << A.Op << ")";
  // A part of an object is shown as written (`v->p[0:n]`, `this[0:1]`).
  OS << " ";
  if (A.Member)
    A.Item->printPretty(OS, nullptr, PrintingPolicy(LangOptions()));
  else
    OS << A.Var->getName();
  OS << " <" << daSourceName(A.Source) << ">";
  return S;
}

/// \p E as written: `p[0:n]` in a member function, not `this->p[0:n]`.
void printExpr(llvm::raw_ostream &OS, const Expr *E, const ASTContext &Ctx) {
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  Policy.SuppressImplicitBase = true;
  E->printPretty(OS, nullptr, Policy);
}

/// "(lb=0, extent=n)": a zero-based bound (DataActions.h).
void printBound(llvm::raw_ostream &OS, const DataBound &B,
                const ASTContext &Ctx) {
  std::optional<llvm::APSInt> Lb;
  OS << "(lb=";
  if (!B.LowerBound) {
    Lb = llvm::APSInt::get(0);
    OS << "0";
  } else {
    if (!B.LowerBound->isValueDependent())
      Lb = B.LowerBound->getIntegerConstantExpr(Ctx);
    printExpr(OS, B.LowerBound, Ctx);
  }
  OS << ", extent=";
  switch (B.Source) {
  case ExtentSource::Written:
    printExpr(OS, B.Length, Ctx);
    break;
  case ExtentSource::Element:
    OS << "1 (element)";
    break;
  case ExtentSource::Type:
    if (B.TypeSize && Lb)
      OS << *B.TypeSize - Lb->getExtValue();
    else {
      if (B.TypeSize)
        OS << *B.TypeSize;
      else
        printExpr(OS, B.TypeSizeExpr, Ctx);
      if (!Lb || *Lb != 0) {
        OS << "-(";
        printExpr(OS, B.LowerBound, Ctx);
        OS << ")";
      }
    }
    OS << " (type)";
    break;
  case ExtentSource::Unknown:
    OS << "?";
    break;
  }
  OS << ")";
}

/// "copy a[0:n] <exp>: entry copyin(structured), exit copyout(structured),
/// bounds(lb=0, extent=n)".
std::string actionLine(const DataAction &X, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << daKindName(X.DataClause);
  if (X.Modifiers != OpenACCModifierKind::Invalid) {
    OS << "(";
    llvm::raw_ostream &Out = OS; // the template returns a raw_ostream &
    printOpenACCModifierKind(Out, X.Modifiers);
    OS << ")";
  }
  OS << " ";
  if (X.Attr->Item)
    printExpr(OS, X.Attr->Item, Ctx);
  else
    OS << X.Name;
  OS << " <" << daSourceName(X.Attr->Source) << ">: entry "
     << entryActionName(X.Entry.Kind);
  if (X.Entry.Counter != RefCounter::None)
    OS << "(" << refCounterName(X.Entry.Counter) << ")";
  OS << ", exit " << exitActionName(X.Exit.Kind);
  if (X.Exit.Counter != RefCounter::None || X.Finalize) {
    OS << "(" << refCounterName(X.Exit.Counter);
    if (X.Finalize)
      OS << ", finalize";
    OS << ")";
  }
  if (!X.Bounds.empty()) {
    OS << ", bounds";
    for (const DataBound &B : X.Bounds)
      printBound(OS, B, Ctx);
  }
  if (X.PointerChain)
    OS << " pointer-chain";
  return S;
}

/// A marked child to insert, with its own children.
struct TreeNode {
  std::string Text;
  std::vector<TreeNode> Kids;
};
using Forest = std::vector<TreeNode>;

/// Renders \p F below \p Prefix. \p MoreFollow: the parent has further
/// children after these (clang's own), so none of them is the last.
void render(const Forest &F, const std::string &Prefix, bool MoreFollow,
            std::vector<std::string> &Out) {
  for (size_t I = 0; I < F.size(); ++I) {
    bool Last = !MoreFollow && I + 1 == F.size();
    Out.push_back(Prefix + (Last ? "`-" : "|-") + F[I].Text);
    render(F[I].Kids, Prefix + (Last ? "  " : "| "), false, Out);
  }
}

/// The DataActions child: one line per data action; no children if none.
TreeNode dataActionsNode(const std::vector<DataAction> &Actions,
                         const ASTContext &Ctx) {
  TreeNode N{"DataActions", {}};
  for (const DataAction &X : Actions)
    N.Kids.push_back({actionLine(X, Ctx), {}});
  return N;
}

Forest directiveTree(const Directive &D, const ASTContext &Ctx) {
  TreeNode Attrs{"DataAttributes", {}};
  for (const DataAttr &A : D.DMAs)
    if (A.Kind != DAKind::Nomap)
      Attrs.Kids.push_back({attrLine(A, Ctx), {}});
  for (const DataAttr &A : D.DSAs)
    Attrs.Kids.push_back({attrLine(A, Ctx), {}});
  for (const DataAttr &A : D.MemberPrivates)
    Attrs.Kids.push_back({attrLine(A, Ctx), {}});
  if (Attrs.Kids.empty())
    Attrs.Text += " (none)";
  Forest Out;
  if (D.Kind == DirectiveKind::Loop) {
    std::string P = "LoopPartitioning";
    const LoopPartitioning &L = D.Loop;
    if (L.Gang)
      P += " gang";
    if (L.ImpGang)
      P += " gang<imp>";
    if (L.Worker)
      P += " worker";
    if (L.Vector)
      P += " vector";
    if (L.Sequential)
      P += " sequential";
    if (L.Threads)
      P += " threads";
    if (L.Collapse > 1)
      P += " collapse(" + std::to_string(L.Collapse) + ")";
    if (L.Proven)
      P += " independent<proven>";
    Out.push_back({P, {}});
  }
  Out.push_back(std::move(Attrs));
  if (TreeNode Actions = dataActionsNode(dataActions(D, Ctx), Ctx);
      !Actions.Kids.empty())
    Out.push_back(std::move(Actions));
  return Out;
}

TreeNode directiveNode(llvm::StringRef Label,
                       const transform::OMPDirective &D) {
  TreeNode T{Label.str() + "omp " + D.name(), {}};
  for (const transform::OMPClause &C : D.Clauses)
    T.Kids.push_back({C.text() + (C.Implicit ? " <implicit>" : ""), {}});
  return T;
}

TreeNode stmtNode(const transform::OMPStmt &S) {
  using Kind = transform::OMPStmt::Kind;
  switch (S.K) {
  case Kind::Decl:
    return {(S.CopyOf ? "LocalCopy '" : "Decl '") + S.Text + "'", {}};
  case Kind::Code:
    return {"Statement '" + S.Text + "'", {}};
  case Kind::Directive:
    return directiveNode("Directive ", *S.Dir);
  case Kind::Loop: {
    TreeNode T{"RowLoop " + S.Var + " from " + S.Lb + " to " + S.End, {}};
    for (const transform::OMPStmt &B : S.Body)
      T.Kids.push_back(stmtNode(B));
    return T;
  }
  }
  return {};
}

TreeNode stmtsNode(llvm::StringRef Label, const transform::OMPStmts &Stmts) {
  TreeNode T{Label.str(), {}};
  for (const transform::OMPStmt &S : Stmts)
    T.Kids.push_back(stmtNode(S));
  return T;
}

Forest ompTree(const transform::OMPNode &N) {
  Forest Out;
  for (const transform::OMPLayer &L : N.Layers) {
    TreeNode T;
    if (L.Directive)
      T = directiveNode("<OMPNode> ", *L.Directive);
    else if (!L.Statements.empty())
      T.Text = "<OMPNode> (statements)";
    else if (L.opensCompound())
      T.Text = "<OMPNode> (compound statement)";
    else
      T.Text = "<OMPNode> (no directive: sequential loop)";
    if (!L.Prologue.empty())
      T.Kids.insert(T.Kids.begin(), stmtsNode("Prologue", L.Prologue));
    if (L.Directive && L.CollapseVersion && L.CollapseVersion->Direct) {
      const transform::OMPDirectKernel &K = *L.CollapseVersion->Direct;
      TreeNode I = directiveNode("DirectKernel if (" + K.Fits + ") ",
                                 K.directive(*L.Directive));
      I.Kids.push_back(stmtsNode("Counts", L.CollapseVersion->Counts));
      I.Kids.push_back(stmtsNode("Before", K.Before));
      I.Kids.push_back(stmtsNode("Positions", K.Positions));
      transform::OMPStmts Each = K.Indices;
      Each.insert(Each.end(), K.Privates.begin(), K.Privates.end());
      I.Kids.push_back(stmtsNode("if (" + K.Guard + ")", Each));
      T.Kids.push_back(std::move(I));
    } else if (L.Directive && L.CollapseVersion) {
      const transform::OMPCollapseVersion &V = *L.CollapseVersion;
      TreeNode I = directiveNode(
          "CollapseVersion if (" + V.Fits + ") ",
          transform::OMPCollapseVersion::uncollapsed(*L.Directive));
      I.Kids.push_back(stmtsNode("Counts", V.Counts));
      I.Kids.push_back(stmtsNode("Before", V.Before));
      if (V.OuterLoop)
        I.Kids.push_back({"the nest, its outer loop alone", {}});
      else
        I.Kids.push_back(
            stmtsNode("Loop " + V.Var + " < " + V.End, V.Indices));
      T.Kids.push_back(std::move(I));
    }
    if (L.Directive && L.Grouped)
      T.Kids.push_back(
          directiveNode("GroupedVersion if (" + L.Grouped->Together + ") ",
                        L.Grouped->Directive));
    for (const transform::OMPStmt &S : L.Statements)
      T.Kids.push_back(stmtNode(S));
    if (!L.Epilogue.empty())
      T.Kids.push_back(stmtsNode("Epilogue", L.Epilogue));
    Out.push_back(std::move(T));
  }
  // A loop's layers in its iteration body (PrivateSubarrays.cpp rule 4).
  for (const transform::OMPLayer &L : N.IterationLayers) {
    TreeNode T{L.ContinueGuard ? "<OMPNode> (each iteration, continue guard)"
                               : "<OMPNode> (each iteration)",
               {}};
    if (!L.Prologue.empty())
      T.Kids.push_back(stmtsNode("Prologue", L.Prologue));
    if (!L.Epilogue.empty())
      T.Kids.push_back(stmtsNode("Epilogue", L.Epilogue));
    Out.push_back(std::move(T));
  }
  return Out;
}

} // namespace

namespace {

/// Prints clang's dump of \p Node (its text in \p Dump) with the forests of
/// \p Extra inserted as the first children of the nodes they belong to.
void insertForests(raw_ostream &OS, StringRef Dump,
                   const llvm::DenseMap<const void *, Forest> &Extra) {
  llvm::SmallVector<StringRef, 64> DumpLines;
  Dump.split(DumpLines, '\n');
  for (StringRef Line : DumpLines) {
    if (Line.empty())
      continue;
    OS << Line << "\n";
    // "<prefix>OpenACCLoopConstruct 0x55d0c0 <...>"
    size_t Hex = Line.find(" 0x");
    bool ForStmt = Line.contains("ForStmt 0x"); // an implicit loop
    if (Hex == StringRef::npos || (!Line.contains("OpenACC") && !ForStmt))
      continue;
    StringRef Addr = Line.substr(Hex + 3).take_while(llvm::isHexDigit);
    uint64_t Value = 0;
    if (Addr.getAsInteger(16, Value))
      continue;
    auto It = Extra.find(reinterpret_cast<const void *>(Value));
    if (It == Extra.end())
      continue;
    // Children of this node are indented by its prefix, with its own
    // connector turned into a vertical bar or blank.
    size_t NameStart = Line.find(ForStmt ? "ForStmt" : "OpenACC");
    std::string Prefix = Line.substr(0, NameStart).str();
    if (Prefix.size() >= 2) {
      Prefix = Prefix.substr(0, Prefix.size() - 2) +
               (Prefix.substr(Prefix.size() - 2) == "`-" ? "  " : "| ");
    }
    std::vector<std::string> Rendered;
    render(It->second, Prefix, /*MoreFollow=*/true, Rendered);
    for (const std::string &X : Rendered)
      OS << X << "\n";
  }
}

/// A `declare` directive's dump: clang's node with the data actions and
/// the OpenMP translation.
void dumpDeclare(raw_ostream &OS, const DeclareDirective &D,
                 const ASTContext &Ctx, const transform::Translation &T) {
  llvm::DenseMap<const void *, Forest> Extra;
  Forest &F = Extra[D.Decl];
  if (TreeNode Actions = dataActionsNode(dataActions(D, Ctx), Ctx);
      !Actions.Kids.empty())
    F.push_back(std::move(Actions));
  if (const transform::OMPDeclare *X = T.lookup(D.Decl)) {
    Forest O = ompTree(X->Node);
    F.insert(F.end(), O.begin(), O.end());
  }
  std::string Dump;
  llvm::raw_string_ostream DS(Dump);
  D.Decl->dump(DS);
  insertForests(OS, Dump, Extra);
}

} // namespace

void dumpTree(raw_ostream &OS, ASTContext &Ctx,
              const std::vector<std::unique_ptr<DirectiveTree>> &Regions,
              llvm::ArrayRef<const DeclareDirective *> Declares,
              const transform::Translation &T) {
  // Each declare before the first region after it; the regions keep the
  // order they were collected in.
  const SourceManager &SM = Ctx.getSourceManager();
  size_t NextDeclare = 0;
  auto DumpDeclaresBefore = [&](SourceLocation Loc) {
    while (NextDeclare < Declares.size() &&
           (Loc.isInvalid() ||
            SM.isBeforeInTranslationUnit(
                Declares[NextDeclare]->Decl->getBeginLoc(), Loc)))
      dumpDeclare(OS, *Declares[NextDeclare++], Ctx, T);
  };
  for (const auto &R : Regions) {
    DumpDeclaresBefore(R->Root->Node->getBeginLoc());
    // Hidden children per clang node: effective directives, then OpenMP.
    llvm::DenseMap<const void *, Forest> Extra;
    R->forEach([&](Directive &D) {
      Forest &F = Extra[D.stmt()];
      Forest DF = directiveTree(D, Ctx);
      if (D.isImplicitLoop()) {
        F.push_back({"<implicit loop>", std::move(DF)});
        if (const transform::OMPStmtRange *X = T.lookupRange(D.Body)) {
          Forest O = ompTree(X->Node);
          F.insert(F.end(), O.begin(), O.end());
        }
      } else if (D.isCombined())
        F.push_back({"<effective " + D.effectiveName().str() + ">",
                     std::move(DF)});
      else
        F.insert(F.end(), DF.begin(), DF.end());
    });
    for (auto &[Node, F] : Extra)
      if (const transform::OMPNode *N = T.lookup(
              dyn_cast<OpenACCConstructStmt>(static_cast<const Stmt *>(Node)))) {
        Forest O = ompTree(*N);
        F.insert(F.end(), O.begin(), O.end());
      }

    std::string Dump;
    llvm::raw_string_ostream DS(Dump);
    R->Root->Node->dump(DS, Ctx);
    insertForests(OS, Dump, Extra);
  }
  DumpDeclaresBefore(SourceLocation());
}

} // namespace accc::print
