//===- VarRefUtils.cpp - Variables referenced by statements and clauses ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Walks statements and OpenACC clauses to find the variables a construct
// references. Clang's OpenACC construct nodes list only their associated
// statement as a child, so the walk visits clause expressions explicitly: a
// `reduction(+:s)` on a nested loop references `s` in the enclosing compute
// construct (seed 000, "Basic Data Attributes": "every variable referenced in
// a construct").
//
//===----------------------------------------------------------------------===//

#include "accc/Analysis/VarRefUtils.h"
#include "clang/Lex/Lexer.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/ExprOpenMP.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>

using namespace clang;

namespace accc::analysis {

const VarDecl *referencedVar(const Expr *E) {
  const auto *DRE =
      E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

bool mentionsVar(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && DRE->getDecl() == V)
    return true;
  for (const Stmt *C : S->children())
    if (mentionsVar(C, V))
      return true;
  return false;
}

namespace {

/// What a statement does with one variable, for isAssignedBeforeUse.
enum class UseState {
  Untouched, ///< it does not mention the variable
  Defined,   ///< it assigns the variable before any use, on every path
  Contained, ///< every use follows an assignment in it, on some paths only
  Unsafe,    ///< a use may read the value from before it
};

UseState useState(const Stmt *S, const VarDecl *V) {
  if (!S || !mentionsVar(S, V))
    return UseState::Untouched;
  if (const auto *E = dyn_cast<Expr>(S)) {
    const auto *A = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    return A && A->getOpcode() == BO_Assign &&
                   referencedVar(A->getLHS()) == V &&
                   !mentionsVar(A->getRHS(), V)
               ? UseState::Defined
               : UseState::Unsafe;
  }
  if (const auto *C = dyn_cast<CompoundStmt>(S)) {
    UseState State = UseState::Untouched;
    for (const Stmt *Child : C->body()) {
      UseState R = useState(Child, V);
      if (R == UseState::Unsafe)
        return UseState::Unsafe;
      if (R == UseState::Defined)
        return UseState::Defined; // what follows reads the assigned value
      if (R == UseState::Contained)
        State = UseState::Contained;
    }
    return State;
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (mentionsVar(If->getCond(), V) || If->getInit() ||
        If->getConditionVariableDeclStmt())
      return UseState::Unsafe;
    UseState Then = useState(If->getThen(), V);
    UseState Else = useState(If->getElse(), V);
    if (Then == UseState::Unsafe || Else == UseState::Unsafe)
      return UseState::Unsafe;
    if (Then == UseState::Defined && Else == UseState::Defined)
      return UseState::Defined;
    return UseState::Contained;
  }
  const Stmt *LoopBody = nullptr;
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    // `for (V = e; ...)`: the init assigns V before the loop reads it (an
    // inner loop's control variable declared outside it).
    if (F->getInit() && useState(F->getInit(), V) == UseState::Defined)
      return UseState::Defined;
    if (mentionsVar(F->getInit(), V) || mentionsVar(F->getCond(), V) ||
        mentionsVar(F->getInc(), V))
      return UseState::Unsafe;
    LoopBody = F->getBody();
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    if (mentionsVar(W->getCond(), V))
      return UseState::Unsafe;
    LoopBody = W->getBody();
  } else {
    return UseState::Unsafe;
  }
  // The loop may not run: its assignments define nothing after it.
  UseState Body = useState(LoopBody, V);
  return Body == UseState::Unsafe ? UseState::Unsafe : UseState::Contained;
}

/// Whether \p S reads \p V: mentions it other than as the target of `=`.
bool readsVar(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *A = dyn_cast<BinaryOperator>(S);
      A && A->getOpcode() == BO_Assign && referencedVar(A->getLHS()) == V)
    return readsVar(A->getRHS(), V);
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    return R->getDecl() == V;
  for (const Stmt *Child : S->children())
    if (readsVar(Child, V))
      return true;
  return false;
}

} // namespace

std::string sourceText(SourceRange R, const ASTContext &Ctx) {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(R),
                              Ctx.getSourceManager(), Ctx.getLangOpts())
      .str();
}

bool isAssignedBeforeUse(const Stmt *Body, const VarDecl *V) {
  UseState State = useState(Body, V);
  return (State == UseState::Defined || State == UseState::Contained) &&
         readsVar(Body, V);
}

const Stmt *soleStatement(const Stmt *S) {
  while (const auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
    if (CS->size() != 1)
      break;
    S = CS->body_front();
  }
  return S;
}

static const FunctionDecl *functionAbove(DynTypedNodeList Parents,
                                         ASTContext &Ctx) {
  while (!Parents.empty()) {
    if (const auto *FD = Parents[0].get<FunctionDecl>()) {
      const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      if (!MD || !MD->getParent()->isLambda())
        return FD;
    }
    Parents = Ctx.getParents(Parents[0]);
  }
  return nullptr;
}

const FunctionDecl *enclosingFunction(const Stmt *S, ASTContext &Ctx) {
  return functionAbove(Ctx.getParents(*S), Ctx);
}

const FunctionDecl *enclosingFunction(const Decl *D, ASTContext &Ctx) {
  return functionAbove(Ctx.getParents(*D), Ctx);
}

namespace {
class RefCollector {
public:
  llvm::SmallVector<VarRef, 16> Refs;
  llvm::DenseSet<const VarDecl *> Seen;
  /// collectReferencedVars' SkipLoopPrivates, and the variables private to
  /// the loops being visited.
  bool SkipLoopPrivates = false;
  llvm::DenseSet<const VarDecl *> Hidden;
  /// The privatized members whose uses name private copies (a stack: inner
  /// constructs' last).
  llvm::SmallVector<MemberPath, 2> HiddenMembers;

  /// Hides the variables and the members of \p Clauses' private clauses (a
  /// loop's), or only the members of private and firstprivate clauses (\p
  /// Compute: a compute construct's); returns the variables that were not
  /// hidden yet, for unhide(), and adds the members to HiddenMembers.
  llvm::SmallVector<const VarDecl *, 4>
  hidePrivates(llvm::ArrayRef<const OpenACCClause *> Clauses,
               bool Compute = false) {
    llvm::SmallVector<const VarDecl *, 4> Added;
    if (!SkipLoopPrivates && !Compute)
      return Added;
    for (const OpenACCClause *C : Clauses) {
      if (!isa<OpenACCPrivateClause>(C) &&
          !(Compute && isa<OpenACCFirstPrivateClause>(C)))
        continue;
      for (const Expr *Item :
           cast<OpenACCClauseWithVarList>(C)->getVarList()) {
        if (const VarDecl *V = getListItemVar(Item)) {
          if (!Compute && Hidden.insert(V).second)
            Added.push_back(V);
          continue;
        }
        const Expr *Member;
        subarrayDims(Item, &Member);
        if (std::optional<MemberPath> P = getMemberPath(Member))
          HiddenMembers.push_back(*P);
      }
    }
    return Added;
  }
  void unhide(llvm::ArrayRef<const VarDecl *> Vars, size_t Members) {
    for (const VarDecl *V : Vars)
      Hidden.erase(V);
    HiddenMembers.resize(Members);
  }

  void visitClauses(llvm::ArrayRef<const OpenACCClause *> Clauses) {
    for (const OpenACCClause *C : Clauses)
      if (!SkipLoopPrivates || !isa<OpenACCPrivateClause>(C))
        for (const Stmt *Child : C->children())
          visit(Child);
  }

  void visit(const Stmt *S) {
    if (!S)
      return;
    // A use of a privatized member names its private copy.
    if (const auto *ME = dyn_cast<MemberExpr>(S); ME && !HiddenMembers.empty())
      if (std::optional<MemberPath> P = getMemberPath(ME);
          P && llvm::is_contained(HiddenMembers, *P))
        return;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (!Hidden.count(VD) && Seen.insert(VD).second)
          Refs.push_back({VD, DRE->getLocation()});
    llvm::SmallVector<const VarDecl *, 4> Added;
    size_t Members = HiddenMembers.size();
    if (const auto *C = dyn_cast<OpenACCConstructStmt>(S)) {
      if (isa<OpenACCLoopConstruct>(C))
        Added = hidePrivates(C->clauses());
      visitClauses(C->clauses());
    }
    for (const Stmt *Child : S->children())
      visit(Child);
    unhide(Added, Members);
  }
};
} // namespace

/// Whether \p V is declared inside the source range of \p S, nested
/// constructs' statements included (frontend::fullEndLoc): declarations that
/// are not statements (lambda and block parameters, catch parameters) count
/// too.
static bool declaredWithin(const VarDecl *V, const Stmt *S) {
  if (!V->isLocalVarDeclOrParm())
    return false;
  const SourceManager &SM = V->getASTContext().getSourceManager();
  SourceLocation L = SM.getExpansionLoc(V->getLocation());
  SourceLocation B = SM.getExpansionLoc(S->getBeginLoc());
  SourceLocation E = SM.getExpansionLoc(frontend::fullEndLoc(S, SM));
  return !SM.isBeforeInTranslationUnit(L, B) &&
         !SM.isBeforeInTranslationUnit(E, L);
}

llvm::SmallVector<VarRef, 16>
collectReferencedVars(const Stmt *S,
                      llvm::ArrayRef<const OpenACCClause *> Extra,
                      bool SkipLoopPrivates,
                      llvm::ArrayRef<const OpenACCClause *> Privatizing) {
  RefCollector RC;
  RC.SkipLoopPrivates = SkipLoopPrivates;
  RC.hidePrivates(Privatizing, /*Compute=*/true);
  RC.hidePrivates(Extra);
  RC.visitClauses(Extra);
  RC.visit(S);
  llvm::SmallVector<VarRef, 16> Out;
  for (const VarRef &R : RC.Refs)
    if (!S || !declaredWithin(R.Var, S))
      Out.push_back(R);
  return Out;
}

void collectDeclaredVars(const Stmt *S, llvm::DenseSet<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        Out.insert(VD);
  for (const Stmt *Child : S->children())
    collectDeclaredVars(Child, Out);
}

/// The variable whose own storage an lvalue designates: `v`, `v[i]` of an
/// array `v`, `v.m`. Writing through a pointer (`p[i]`, `p->m`, `*p`)
/// writes the pointee, not `p`: null then.
static const VarDecl *baseVar(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *SE = dyn_cast<ArraySubscriptExpr>(E)) {
      E = SE->getBase()->IgnoreParenImpCasts();
      if (!E->getType()->isArrayType())
        return nullptr;
    } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return nullptr;
      E = ME->getBase();
    } else {
      break;
    }
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

void collectWrittenVars(const Stmt *S, llvm::DenseSet<const VarDecl *> &Out) {
  if (!S)
    return;
  const Expr *Target = nullptr;
  if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
    Target = BO->getLHS();
  else if (const auto *UO = dyn_cast<UnaryOperator>(S);
           UO && (UO->isIncrementDecrementOp() ||
                  UO->getOpcode() == UO_AddrOf))
    Target = UO->getSubExpr();
  else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(S);
           OC && OC->isAssignmentOp())
    Target = OC->getArg(0);
  if (Target)
    if (const VarDecl *V = baseVar(Target))
      Out.insert(V);
  for (const Stmt *Child : S->children())
    collectWrittenVars(Child, Out);
}

bool isOnlyReadLocal(const VarDecl *V, const Stmt *Region) {
  const auto *F =
      dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  if (!V->hasLocalStorage() || V->getType()->isReferenceType() || !F ||
      !F->getBody() || !Region)
    return false;
  llvm::DenseSet<const VarDecl *> Written;
  collectWrittenVars(Region, Written);
  if (Written.count(V))
    return false;
  // Every reference to V is counted; each must be a read or a write by
  // name, or V escapes.
  struct Counter : RecursiveASTVisitor<Counter> {
    const VarDecl *V = nullptr;
    unsigned Refs = 0, Uses = 0;
    bool Escapes = false;
    bool names(const Expr *E) const {
      const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParens());
      return R && R->getDecl() == V;
    }
    bool VisitDeclRefExpr(DeclRefExpr *R) {
      if (R->getDecl() != V)
        return true;
      ++Refs;
      Escapes |= R->refersToEnclosingVariableOrCapture();
      return !Escapes;
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
      if (C->getCastKind() == CK_LValueToRValue && names(C->getSubExpr()))
        ++Uses;
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp() && names(B->getLHS()))
        ++Uses;
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp() && names(U->getSubExpr()))
        ++Uses;
      return true;
    }
  } C;
  C.V = V;
  C.TraverseStmt(F->getBody());
  return !C.Escapes && C.Refs == C.Uses;
}

bool isScalarType(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  return T->isArithmeticType() || T->isEnumeralType() || T->isPointerType() ||
         T->isMemberPointerType() || T->isNullPtrType();
}

} // namespace accc::analysis

namespace accc::analysis {

namespace {
/// The declaration in \p S at location \p Loc named like \p V: its
/// instantiation (instantiated declarations keep their pattern's location).
const VarDecl *findInstantiated(const Stmt *S, const VarDecl *V) {
  if (!S)
    return nullptr;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *X = dyn_cast<VarDecl>(D))
        if (X->getLocation() == V->getLocation() &&
            X->getDeclName() == V->getDeclName())
          return X;
  for (const Stmt *Child : S->children())
    if (const VarDecl *X = findInstantiated(Child, V))
      return X;
  return nullptr;
}
} // namespace

/// The functions instantiated from \p FD: the specializations of the
/// function template it describes, or, for a member function of a class
/// template (not itself a template), that member of each specialization
/// of the class whose definition was instantiated (used). Nullopt for
/// other functions.
static std::optional<llvm::SmallVector<const FunctionDecl *, 4>>
instantiatedFunctions(const FunctionDecl *FD) {
  llvm::SmallVector<const FunctionDecl *, 4> Out;
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate()) {
    for (const FunctionDecl *Spec : FTD->specializations())
      Out.push_back(Spec);
    return Out;
  }
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  const ClassTemplateDecl *CTD =
      MD ? MD->getParent()->getDescribedClassTemplate() : nullptr;
  if (!CTD)
    return std::nullopt;
  for (const ClassTemplateSpecializationDecl *Spec : CTD->specializations())
    for (const Decl *D : Spec->decls())
      if (const auto *IM = dyn_cast<CXXMethodDecl>(D))
        // (A member defined outside its class: MD is that definition,
        // the specialization's member comes from the declaration inside.)
        if (const FunctionDecl *From = IM->getInstantiatedFromMemberFunction();
            From && From->getCanonicalDecl() == MD->getCanonicalDecl() &&
            IM->doesThisDeclarationHaveABody())
          Out.push_back(IM);
  return Out;
}

std::optional<llvm::SmallVector<const VarDecl *, 4>>
instantiationsOf(const VarDecl *V) {
  const auto *FD = dyn_cast<FunctionDecl>(V->getDeclContext());
  std::optional<llvm::SmallVector<const FunctionDecl *, 4>> Specs =
      FD ? instantiatedFunctions(FD) : std::nullopt;
  if (!Specs)
    return std::nullopt;
  llvm::SmallVector<const VarDecl *, 4> Out;
  for (const FunctionDecl *Spec : *Specs) {
    const VarDecl *Inst = nullptr;
    if (const auto *PV = dyn_cast<ParmVarDecl>(V)) {
      if (PV->getFunctionScopeIndex() < Spec->getNumParams())
        Inst = Spec->getParamDecl(PV->getFunctionScopeIndex());
    } else {
      Inst = findInstantiated(Spec->getBody(), V);
    }
    if (!Inst)
      return std::nullopt;
    Out.push_back(Inst);
  }
  return Out;
}

llvm::SmallVector<QualType, 4> typesOf(const VarDecl *V) {
  llvm::SmallVector<QualType, 4> Out;
  if (!V->getType()->isDependentType()) {
    Out.push_back(V->getType());
    return Out;
  }
  for (const VarDecl *I : instantiationsOf(V).value_or(
           llvm::SmallVector<const VarDecl *, 4>()))
    Out.push_back(I->getType());
  return Out;
}

std::optional<bool> isScalarVar(const VarDecl *V) {
  QualType T = V->getType().getNonReferenceType();
  if (!T->isDependentType())
    return isScalarType(T);
  // Structure known even when dependent: T*, T[N].
  if (T->isPointerType() || T->isArrayType())
    return T->isPointerType();
  std::optional<bool> Answer;
  for (QualType I : typesOf(V)) {
    bool Scalar = isScalarType(I);
    if (Answer && *Answer != Scalar)
      return std::nullopt;
    Answer = Scalar;
  }
  return Answer;
}

} // namespace accc::analysis
